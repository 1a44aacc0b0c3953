// /sync/events streams do not outlive their session (issue #30), on both engines: signed out on
// that device or everywhere, suspended or deleted, a stream ends at the first session check
// that starts after it (RECHECK_MS apart: within 5 s), and a session or user opening more
// streams than the caps ends its oldest ones.
import { ulid } from "ulid";
import { afterEach, describe, expect, it } from "vitest";
import { startSession } from "~/server/auth/session.server";
import { deleteAccount } from "~/db/account-data.server";
import { getDatabase } from "~/db/database.server";
import { deleteSession, deleteUserSessions, listSessions } from "~/db/sessions.server";
import { signInAccount, suspendAccount, type AccountProfile } from "~/db/users.server";
import {
  guardedStreams,
  MAX_STREAMS_PER_SESSION,
  MAX_STREAMS_PER_USER,
  RECHECK_MS,
  streamChecksStarted,
} from "~/server/sync/stream-guard.server";
import { ENGINES, useServerDatabase } from "~test/db";
import { END_REPLACED, END_SIGNED_OUT, openStream, type OpenStream } from "~test/event-stream";
import { Jar, ORIGIN, useEnv } from "../auth/helpers";

let nextAccount = 1;

async function account(): Promise<{ userId: string; profile: AccountProfile; cookie: () => Promise<string> }> {
  const db = await getDatabase();
  const now = Date.now() - 60_000;
  const profile = { provider: "google" as const, providerId: `streams-${nextAccount++}`, name: "Ada" };
  const { user } = await signInAccount(db, profile, "accounts", { now, newId: () => ulid(now) });
  const cookie = async () => {
    const request = new Request(`${ORIGIN}/auth/google/callback`);
    return new Jar().apply(await startSession(request, user, profile, "/home")).header();
  };
  return { userId: user.id, profile, cookie };
}

const opened: OpenStream[] = [];
async function open(cookie: string): Promise<OpenStream> {
  const stream = await openStream(ORIGIN, cookie);
  opened.push(stream);
  await stream.waitFor(": open");
  return stream;
}

type Revoke = (user: Awaited<ReturnType<typeof account>>) => Promise<void>;
const REVOCATIONS: [string, Revoke][] = [
  [
    "its session is ended from another device",
    async ({ userId }) => {
      const db = await getDatabase();
      const [session] = await listSessions(db, userId, Date.now());
      expect(await deleteSession(db, userId, session!.id)).toBe(true);
    },
  ],
  ["the user signs out everywhere", async ({ userId }) => void (await deleteUserSessions(await getDatabase(), userId))],
  [
    "the user is suspended",
    async ({ profile }) =>
      void (await suspendAccount(await getDatabase(), "google", profile.providerId, "spam", Date.now())),
  ],
  ["the account is deleted", async ({ userId }) => void (await deleteAccount(await getDatabase(), userId))],
];

describe.each(ENGINES)("event stream limits on %s", (engine) => {
  useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));
  afterEach(() => {
    for (const stream of opened.splice(0)) stream.close();
  });

  it.each(REVOCATIONS)(
    "ends a stream at the first check after %s",
    async (_, revoke) => {
      // The bound: a check starts every RECHECK_MS; the one after the revocation ends the stream.
      expect(2 * RECHECK_MS).toBeLessThan(5000);
      const user = await account();
      const bystander = await account();
      const stream = await open(await user.cookie());
      const other = await open(await bystander.cookie());
      const checksBefore = streamChecksStarted();
      await revoke(user);
      const text = await stream.ended;
      expect(text).toContain(END_SIGNED_OUT);
      // Ended by a check that started at most one interval after the revocation.
      expect(streamChecksStarted()).toBeLessThanOrEqual(checksBefore + 2);
      // Someone else's stream is left alone.
      const checksNow = streamChecksStarted();
      while (streamChecksStarted() < checksNow + 1) await new Promise((resolve) => setTimeout(resolve, 50));
      expect(other.text()).not.toContain("event: end");
    },
    30_000,
  );

  it("keeps at most a few streams per session: the oldest ends", async () => {
    const user = await account();
    const cookie = await user.cookie();
    const streams: OpenStream[] = [];
    for (let i = 0; i < MAX_STREAMS_PER_SESSION; i++) streams.push(await open(cookie));
    expect(streams.map((stream) => stream.text().includes("event: end"))).not.toContain(true);
    const newest = await open(cookie);
    expect(await streams[0]!.ended).toContain(END_REPLACED);
    for (const stream of [...streams.slice(1), newest]) expect(stream.text()).not.toContain("event: end");
  }, 30_000);

  it("keeps at most a few streams per user across sessions: the oldest ends", async () => {
    const before = guardedStreams();
    const user = await account();
    const streams: OpenStream[] = [];
    // One stream per session (a device each), so only the user's cap can bite.
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) streams.push(await open(await user.cookie()));
    expect(guardedStreams()).toBe(before + MAX_STREAMS_PER_USER);
    const newest = await open(await user.cookie());
    expect(await streams[0]!.ended).toContain(END_REPLACED);
    for (const stream of [...streams.slice(1), newest]) expect(stream.text()).not.toContain("event: end");
    expect(guardedStreams()).toBe(before + MAX_STREAMS_PER_USER);
  }, 30_000);
});
