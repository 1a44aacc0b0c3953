// The browser's calls to the server about the signed-in account (app/server/auth/account-api.server.ts):
// claim the local id, change the username, list and sign out devices. Same-origin JSON requests;
// `null` when the server cannot be reached (offline, or it did not answer in time).
import { z } from "zod";
import { SignedInAccountSchema, type SignedInAccount } from "~/account/account";

const TIMEOUT_MS = 8000;

export type ServerAnswer = { status: number; body: unknown };

/** A JSON request to our own server; null when it cannot be reached. */
export async function askServer(path: string, body?: unknown): Promise<ServerAnswer | null> {
  try {
    const response = await fetch(path, {
      method: body === undefined ? "GET" : "POST",
      credentials: "same-origin",
      cache: "no-store",
      headers: body === undefined ? {} : { "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    return { status: response.status, body: parsed };
  } catch {
    return null;
  }
}

/** The account in an answer `{ account }`, or null when the answer holds none. */
export function accountIn(answer: ServerAnswer | null): SignedInAccount | null {
  const account = (answer?.body as { account?: unknown } | null)?.account;
  const parsed = SignedInAccountSchema.safeParse(account);
  return parsed.success ? parsed.data : null;
}

export type ClaimResult = { outcome: "claimed"; account: SignedInAccount } | { outcome: "refused" | "unreachable" };

/** Asks the server to give this account's brand-new server user the id of the local data. */
export async function claimLocalId(userId: string): Promise<ClaimResult> {
  const answer = await askServer("/auth/claim", { userId });
  const claimed = (answer?.body as { claimed?: unknown } | null)?.claimed;
  const account = answer?.status === 200 && claimed === true ? accountIn(answer) : null;
  if (account) return { outcome: "claimed", account };
  // 409: the account already has server data and keeps its id; the device moves its data to it.
  const refused = (answer?.status === 200 && claimed === false) || answer?.status === 409;
  return { outcome: refused ? "refused" : "unreachable" };
}

/** The profile field message when the server could not check a new username. */
export const USERNAME_UNCHECKED =
  "We could not check this username with the server. Please try again when you are online.";

export type ProfileSave = "saved" | "taken" | "signed-out" | "unreachable";

/** Keeps a new username and name (and the public profile's fields) on the server, which refuses a username someone else has. */
export async function saveServerProfile(change: {
  username: string;
  name: string;
  profile?: { bio: string | null; pictureUrl: string | null; location: string | null; url: string | null };
}): Promise<{ outcome: ProfileSave; account: SignedInAccount | null }> {
  const answer = await askServer("/auth/profile", change);
  const saved = (answer?.body as { saved?: unknown } | null)?.saved;
  if (answer?.status === 200 && saved === true) return { outcome: "saved", account: accountIn(answer) };
  if (answer?.status === 200 && saved === false) return { outcome: "taken", account: null };
  if (answer?.status === 401) return { outcome: "signed-out", account: null };
  return { outcome: "unreachable", account: null };
}

export type Device = { id: string; device: string; createdAt: number; lastSeenAt: number; current: boolean };

const DeviceListSchema = z.object({
  devices: z.array(
    z.object({
      id: z.string(),
      device: z.string(),
      createdAt: z.number(),
      lastSeenAt: z.number(),
      current: z.boolean(),
    }),
  ),
});

/** The account's signed-in devices; null when the server cannot say (offline, signed out). */
export async function listDevices(): Promise<Device[] | null> {
  // Offline the service worker would answer 503, which the browser logs as an error: do not ask.
  if (!navigator.onLine) return null;
  const answer = await askServer("/auth/devices");
  const parsed = answer?.status === 200 ? DeviceListSchema.safeParse(answer.body) : null;
  return parsed?.success ? parsed.data.devices : null;
}

/** Ends one device's session, or every session of the account; false when the server did not do it. */
export async function signOutDevices(
  which: { intent: "sign-out-device"; id: string } | { intent: "sign-out-everywhere" },
): Promise<boolean> {
  const answer = await askServer("/auth/devices", which);
  return answer?.status === 200;
}
