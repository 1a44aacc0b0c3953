// How a device talks to the server's sync endpoints: over fetch in the browser, straight to
// the route handlers in tests. Either way a failure throws (the push is retried later; the
// server skips what it already has).
import type { PullResponse, PushRequest, PushResponse, StateResponse } from "~/log/protocol";
import type { UploadResponse, UploadTarget } from "~/log/upload";

export interface SyncTransport {
  push(request: PushRequest): Promise<PushResponse>;
  pull(after: number): Promise<PullResponse>;
  /** The user's state at the log's head: what a new device shows before the log behind it arrives. */
  state(): Promise<StateResponse>;
  /** The device's history from before sync, as the text of a backup file; UploadRefused when the server will not take it. */
  upload(target: UploadTarget, backup: string): Promise<UploadResponse>;
}
