// The sync endpoints (JSON, same origin, the session's user only; ADR "sync protocol"):
//   POST /sync/push        a device's pending actions, applied through the engine in order
//   GET  /sync/pull?after=N the user's log after N, one page at a time
//   GET  /sync/state       the user's state at the log's head (a new device starts from it)
//   GET  /sync/data        everything the server holds about the user, sync or not (download)
//   POST /sync/data        {"confirm":"DELETE"}: delete all of it, the account too (local data stays)
//   GET  /sync/events      a server-sent-events stream: "poke" when the user's log grows
//   POST /sync/upload?clientId=…&mutationId=…  a device's history from before sync, as a backup file
// With SYNC=off every one of them but /sync/data is a 404: the app is the local-only app. The
// data endpoints answer anyway: the account, profile and follows exist without sync (issue #22).
import { z } from "zod";
import {
  json,
  problem,
  readJsonBody,
  readJsonText,
  requireSession,
  SIGN_IN_FIRST,
} from "~/server/auth/json-api.server";
import { clearedCookie } from "~/server/auth/session.server";
import { assertSameOrigin } from "~/server/auth/sign-in.server";
import { deleteAccount, exportAccountData } from "~/db/account-data.server";
import type { Connection } from "~/db/connection.server";
import { getDatabase } from "~/db/database.server";
import { pullLogJson } from "~/db/sync-pull.server";
import { NoSuchUser, pushActions } from "~/db/sync.server";
import { syncStateJson } from "~/db/sync-state.server";
import { HistoryAlreadyUploaded, StaleUpload, uploadHistory } from "~/db/sync-upload.server";
import { parseDatabaseUrl } from "~/db/config.server";
import { getEnv } from "~/server/env.server";
import { isGameError } from "~/game/errors";
import { isNestedDeeperThan, TOO_DEEP } from "~/security/json-depth";
import { formatIssue } from "~/log/backup-schema";
import { onPoke, pokeUser } from "./pokes.server";
import { guardStream } from "./stream-guard.server";
import { MAX_PUSH_BYTES, PushRequestSchema } from "~/log/protocol";
import { HISTORY_ALREADY_UPLOADED, MAX_UPLOAD_BYTES, UploadTargetSchema } from "~/log/upload";
import { checkUpload } from "~/log/upload-check";

const MAX_SMALL_BODY_BYTES = 4096;

function requireSyncOn(): void {
  if (!getEnv().sync) throw problem(404, "Sync is turned off on this server.");
}

/** A same-site JSON body's text, at most `limit` bytes; else a 4xx to throw. */
async function readText(request: Request, limit: number): Promise<string> {
  assertSameOrigin(request, getEnv(), "Cross-site sync requests are not allowed.");
  return readJsonText(request, limit);
}

/** A same-site JSON body of at most `limit` bytes, parsed with `schema`; else a 4xx to throw. */
async function readJson<S extends z.ZodType>(request: Request, schema: S, limit: number): Promise<z.output<S>> {
  assertSameOrigin(request, getEnv(), "Cross-site sync requests are not allowed.");
  return readJsonBody(request, schema, limit, 20);
}

/** A user deleted between the session check and the transaction has no one to sync for. */
function unlessGone<T>(work: Promise<T>): Promise<T> {
  return work.catch((error: unknown) => {
    if (error instanceof NoSuchUser) throw problem(401, SIGN_IN_FIRST);
    throw error;
  });
}

function pokeInBackground(connection: Connection, userId: string): void {
  pokeUser(connection, userId).catch((error: unknown) => console.error("[sync] poke failed", error));
}

export async function syncPush(request: Request): Promise<Response> {
  requireSyncOn();
  if (request.method !== "POST") throw problem(405, "Use POST.");
  const session = await requireSession(request);
  const push = await readJson(request, PushRequestSchema, MAX_PUSH_BYTES);
  const connection = await getDatabase();
  const answer = await unlessGone(pushActions(connection, session.userId, push));
  // The user's other pages (any process) pull now. The answer does not wait for the poke (on
  // PostgreSQL a round trip): a lost poke only delays them to their next sync.
  if (answer.results.some((result) => result.seq !== null)) pokeInBackground(connection, session.userId);
  return json(answer);
}

/**
 * POST /sync/upload?clientId=…&mutationId=…: the device's history from before sync, as a backup
 * file (ADR 0021). Checked as an import is, then merged into the user's log as one entry.
 */
export async function syncUpload(request: Request): Promise<Response> {
  requireSyncOn();
  if (request.method !== "POST") throw problem(405, "Use POST.");
  const session = await requireSession(request);
  const target = UploadTargetSchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!target.success) throw problem(400, "clientId and mutationId must name this device and its upload.");
  const text = await readText(request, MAX_UPLOAD_BYTES);
  if (isNestedDeeperThan(text)) throw problem(400, TOO_DEEP);
  let backup: ReturnType<typeof checkUpload>;
  try {
    backup = checkUpload(text, { id: session.userId, createdAt: session.user.createdAt }, Date.now());
  } catch (error) {
    if (!isGameError(error) || error.code !== "VALIDATION") throw error;
    const issues = error.issues.slice(0, 20).map(formatIssue);
    throw problem(400, `The history of this device could not be uploaded: ${issues[0] ?? error.message}`, { issues });
  }
  const connection = await getDatabase();
  const answer = await unlessGone(uploadHistory(connection, session.userId, target.data, backup)).catch(
    (error: unknown) => {
      if (error instanceof StaleUpload) throw problem(409, "This device already sent changes made after this history.");
      if (error instanceof HistoryAlreadyUploaded) throw problem(409, HISTORY_ALREADY_UPLOADED);
      throw error;
    },
  );
  if (answer.status === "applied") pokeInBackground(connection, session.userId);
  return json(answer);
}

/** Between pokes, a comment line keeps proxies from closing an idle stream. */
const KEEP_ALIVE_MS = 25_000;

/**
 * GET /sync/events: a server-sent-events stream that says "poke" whenever the user's log grows
 * (pushed from any device, through any server process). The page pulls on each poke. The stream
 * ends with an "end" event (the page does not open it again) when its session stops holding or
 * newer streams of the session or user take its place (stream-guard.server.ts).
 */
export async function syncEvents(request: Request): Promise<Response> {
  requireSyncOn();
  const session = await requireSession(request);
  const config = parseDatabaseUrl(process.env.DATABASE_URL);
  const listenUrl = config.engine === "postgres" ? config.connectionString : null;
  const encoder = new TextEncoder();
  let stop = () => undefined as void;
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      let closed = false;
      const send = (text: string) => {
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          stop(); // the stream was closed meanwhile
        }
      };
      const close = () => {
        stop();
        if (closed) return;
        closed = true;
        try {
          controller.close();
        } catch {
          // already closed
        }
      };
      // The page may go while the LISTEN connection opens (or a poke arrives in the same
      // tick): the abort is heard from the start, and undoes whatever was set up by then.
      request.signal.addEventListener("abort", close);
      const release = guardStream(session.id, session.userId, (reason) => {
        send(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
        close();
      });
      stop = release;
      const unsubscribe = await onPoke(session.userId, () => send("event: poke\ndata: {}\n\n"), listenUrl).catch(
        (error: unknown) => {
          release();
          throw error;
        },
      );
      // "open" once pokes can be heard (on PostgreSQL, once the process listens).
      send("retry: 5000\n: open\n\n");
      const keepAlive = setInterval(() => send(": ping\n\n"), KEEP_ALIVE_MS);
      stop = () => {
        clearInterval(keepAlive);
        unsubscribe();
        release();
      };
      if (request.signal.aborted || closed) stop();
    },
    cancel() {
      stop();
    },
  });
  return new Response(stream, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Accel-Buffering": "no",
    },
  });
}

const afterSchema = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export async function syncPull(request: Request): Promise<Response> {
  requireSyncOn();
  const session = await requireSession(request);
  const after = afterSchema.safeParse(new URL(request.url).searchParams.get("after") ?? "0");
  if (!after.success) throw problem(400, "after must be a whole number, 0 or more.");
  const text = await pullLogJson(await getDatabase(), session.userId, after.data);
  return new Response(text, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** GET /sync/state: what a new device shows before the log behind it has arrived (ADR 0027). */
export async function syncState(request: Request): Promise<Response> {
  requireSyncOn();
  if (request.method !== "GET" && request.method !== "HEAD") throw problem(405, "Use GET.");
  const session = await requireSession(request);
  const text = await syncStateJson(await getDatabase(), session.userId);
  return new Response(text, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": "no-store" },
  });
}

/** GET /sync/data: one JSON file of everything the server keeps about the user (Settings → Your data on the server). */
export async function syncDataDownload(request: Request): Promise<Response> {
  const session = await requireSession(request);
  const data = await exportAccountData(await getDatabase(), session.userId, Date.now());
  if (!data) throw problem(401, SIGN_IN_FIRST);
  return json(data, 200, { "Content-Disposition": 'attachment; filename="momentum-server-data.json"' });
}

const DeleteSchema = z.object({ confirm: z.literal("DELETE", "Type DELETE to confirm.") });

/**
 * POST /sync/data {"confirm":"DELETE"}: deletes the account and everything the server keeps
 * about it; every device is signed out (their sessions go with it). Local data stays.
 */
export async function syncDataDelete(request: Request): Promise<Response> {
  const session = await requireSession(request);
  await readJson(request, DeleteSchema, MAX_SMALL_BODY_BYTES);
  await deleteAccount(await getDatabase(), session.userId);
  return json({ deleted: true, signedOut: true }, 200, { "Set-Cookie": await clearedCookie() });
}
