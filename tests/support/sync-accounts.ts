// Accounts and devices for the sync tests that run the real route handlers in-process: a
// server user with a session cookie, and devices (the browser storage on fake-indexeddb, or on
// any backend) signed in as that user, as the sign-in flow leaves them (local data under the
// server's user id).
import { ulid } from "ulid";
import { afterEach } from "vitest";
import { startSession } from "~/server/auth/session.server";
import type { Connection } from "~/db/connection.server";
import { getDatabase } from "~/db/database.server";
import { readSyncState } from "~/db/sync-state.server";
import { Tier } from "~/game/constants";
import type { World } from "~/game/world";
import { signInAccount, type ServerUser } from "~/db/users.server";
import { localForageBackend, type MomentumStorage } from "~/storage";
import type { Backend } from "~/storage/backend/backend";
import { testStorage, type Clock } from "./storage";
import { ORIGIN, routeTransport, type Line } from "./sync-transport";

let accounts = 0;
let databases = 0;

export type ServerAccount = {
  user: ServerUser;
  profile: { provider: "google"; providerId: string; name: string };
  /** A new session's cookie header (each device signs in on its own). */
  cookie: () => Promise<string>;
};

export async function serverAccount(db: Connection, createdAt: number, name = "Ada"): Promise<ServerAccount> {
  const profile = { provider: "google" as const, providerId: `sync-up-${++accounts}-${ulid()}`, name };
  const { user } = await signInAccount(db, profile, "accounts", { now: createdAt, newId: () => ulid(createdAt) });
  const cookie = async () => {
    const response = await startSession(new Request(`${ORIGIN}/auth/google/callback`), user, profile, "/home");
    return response.headers
      .getSetCookie()
      .map((raw) => raw.split(";")[0]!)
      .join("; ");
  };
  return { user, profile, cookie };
}

/** A fresh IndexedDB (fake-indexeddb) of its own. */
export const freshIndexedDb = (): Backend => {
  databases += 1;
  return localForageBackend({ app: `sync-up-a-${databases}`, game: `sync-up-g-${databases}` });
};

export type Device = { storage: MomentumStorage; line: Line; transport: ReturnType<typeof routeTransport> };

/** A browser signed in to `account` with its local data under the server's user id; sync not started. */
export async function deviceOf(account: ServerAccount, clock: Clock, backend: Backend = freshIndexedDb()) {
  const storage = testStorage(backend, clock);
  const local = await storage.signIn({ ...account.profile, tier: Tier.FREE });
  if (local.id !== account.user.id) await storage.rekeyUser(local.id, account.user.id);
  const line: Line = { cookie: await account.cookie(), online: true, fault: "none" };
  return { storage, line, transport: routeTransport(line) } satisfies Device;
}

/**
 * The tests of the calling describe block open devices through the returned function; each
 * test's devices are closed after it, so no storage outlives the test that opened it.
 */
export function useDevices(): (account: ServerAccount, clock: Clock, backend?: Backend) => Promise<Device> {
  const opened: MomentumStorage[] = [];
  afterEach(() => {
    for (const storage of opened.splice(0)) storage.close();
  });
  return async (account, clock, backend = freshIndexedDb()) => {
    const device = await deviceOf(account, clock, backend);
    opened.push(device.storage);
    return device;
  };
}

/** The world the server holds for `userId` (its sync state), through the server's own connection. */
export const serverWorldOf = async (userId: string) => (await readSyncState(await getDatabase(), userId))!.world;

/**
 * The world without what each side's own daily refresh recomputes from it (streak, momentum,
 * when, for which day): what a device and the server must agree on.
 */
export function comparableWorld(world: World) {
  const { streak: _s, lastStreak: _l, momentum: _m, lastDailyCheck: _d, lastDay: _day, ...game } = world.game;
  return { ...world, game };
}
