// The sync endpoints through their route modules, on both engines: the session's user only,
// same-origin pushes only, bodies bounded, and nothing at all with SYNC=off.
import { MAX_PUSH_BYTES } from "~/log/protocol";
import fc from "fast-check";
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { startSession } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import { signInAccount } from "~/db/users.server";
import { action as pushAction } from "~/routes/sync.push";
import { loader as pullLoader } from "~/routes/sync.pull";
import { loader as stateLoader } from "~/routes/sync.state";
import { action as dataAction, loader as dataLoader } from "~/routes/sync.data";
import { loader as eventsLoader } from "~/routes/sync.events";
import { StateResponseSchema, type PullResponse, type PushRequest, type PushResponse } from "~/log/protocol";
import { ENGINES, useServerDatabase } from "~test/db";
import { EngineDevice } from "~test/sync-device";
import { call, context, Jar, ORIGIN, useEnv } from "../auth/helpers";

let nextAccount = 1;

async function signedIn(): Promise<{ userId: string; cookie: string }> {
  const db = await getDatabase();
  const now = Date.now() - 60_000;
  const profile = { provider: "google" as const, providerId: `api-${nextAccount++}`, name: "Ada" };
  const { user } = await signInAccount(db, profile, "accounts", { now, newId: () => ulid(now) });
  const request = new Request(`${ORIGIN}/auth/google/callback`);
  const jar = new Jar().apply(await startSession(request, user, profile, "/home"));
  return { userId: user.id, cookie: jar.header() };
}

const push = (body: unknown, cookie: string, headers: Record<string, string> = {}) =>
  call(() =>
    pushAction({
      request: new Request(`${ORIGIN}/sync/push`, {
        method: "POST",
        body: typeof body === "string" ? body : JSON.stringify(body),
        headers: { "Content-Type": "application/json", Cookie: cookie, Origin: ORIGIN, ...headers },
      }),
      params: {},
      context,
    }),
  );

const pull = (cookie: string, after = "0") =>
  call(() =>
    pullLoader({
      request: new Request(`${ORIGIN}/sync/pull?after=${after}`, { headers: { Cookie: cookie } }),
      params: {},
      context,
    }),
  );

const state = (cookie: string) =>
  call(() =>
    stateLoader({ request: new Request(`${ORIGIN}/sync/state`, { headers: { Cookie: cookie } }), params: {}, context }),
  );

function oneHabit(userId: string, clientId = "browser-0001"): PushRequest {
  const device = new EngineDevice(userId, clientId);
  device.act({ type: "habit/create", input: { title: "Read", dailyTarget: 2 } }, Date.now() - 1000);
  return device.push();
}

describe.each(ENGINES)("sync endpoints on %s", (engine) => {
  const server = useServerDatabase(engine, (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));

  it("pushes and pulls the session's own log", async () => {
    const { userId, cookie } = await signedIn();
    const answer = await push(oneHabit(userId), cookie);
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as PushResponse).results[0]?.status).toBe("applied");
    const pulled = (await (await pull(cookie)).json()) as PullResponse;
    expect(pulled.entries.map((entry) => entry.type)).toEqual(["habit/create"]);
    expect(pulled.clients).toEqual({ "browser-0001": 1 });
  });

  it("gives the session's own state at the log's head, with each client's newest mutation", async () => {
    const ada = await signedIn();
    const grace = await signedIn();
    expect(StateResponseSchema.parse(await (await state(ada.cookie)).json())).toEqual({
      seq: 0,
      clients: {},
      world: null,
    });
    const device = new EngineDevice(ada.userId, "browser-0001");
    device.act({ type: "habit/create", input: { title: "Read", dailyTarget: 2 } }, Date.now() - 2000);
    device.act({ type: "game/setDailyTarget", dailyTarget: 4 }, Date.now() - 1000);
    await push(device.push(), ada.cookie);
    await push(oneHabit(grace.userId, "browser-0002"), grace.cookie);
    const answer = StateResponseSchema.parse(await (await state(ada.cookie)).json());
    expect(answer).toMatchObject({ seq: 2, clients: { "browser-0001": 2 } });
    expect(answer.world?.game.user).toBe(ada.userId);
    expect(answer.world?.game.dailyTarget).toBe(4);
    expect(Object.values(answer.world!.habits).map((habit) => [habit.title, habit.userId])).toEqual([
      ["Read", ada.userId],
    ]);
    expect((await state("")).status).toBe(401);
  });

  it("a user never reads or writes another user's log, whatever ids they send", async () => {
    const ada = await signedIn();
    const grace = await signedIn();
    await push(oneHabit(ada.userId), ada.cookie);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(ada.userId, grace.userId, ulid()), fc.nat({ max: 5 }), async (owner, after) => {
        // Grace pushes actions made for any user id (Ada's included) and pulls from anywhere.
        const forged = oneHabit(owner, "forger-0001");
        forged.actions[0]!.mutationId = Date.now() + after;
        await push(forged, grace.cookie);
        const pulled = (await (await pull(grace.cookie, String(after))).json()) as PullResponse;
        for (const entry of pulled.entries) {
          if (entry.outcome.status === "applied") {
            for (const habit of entry.outcome.entry.habits ?? []) expect(habit.userId).toBe(grace.userId);
          }
        }
        const adas = (await (await pull(ada.cookie)).json()) as PullResponse;
        expect(adas.entries.map((entry) => entry.clientId)).toEqual(["browser-0001"]);
      }),
      { numRuns: 20 },
    );
  });

  it("pokes the user's open event stream when their log grows", async () => {
    const { userId, cookie } = await signedIn();
    const gone = new AbortController();
    const stream = await call(() =>
      eventsLoader({
        request: new Request(`${ORIGIN}/sync/events`, { headers: { Cookie: cookie }, signal: gone.signal }),
        params: {},
        context,
      }),
    );
    expect(stream.headers.get("Content-Type")).toMatch(/^text\/event-stream/);
    const reader = stream.body!.getReader();
    // The stream's keep-alive comments can come first when a poke is slow (a loaded machine).
    const next = async (): Promise<string> => {
      const text = new TextDecoder().decode((await reader.read()).value);
      return text === ": ping\n\n" ? next() : text;
    };
    expect(await next()).toContain(": open");
    await push(oneHabit(userId), cookie);
    expect(await next()).toBe("event: poke\ndata: {}\n\n");
    gone.abort();
    expect((await reader.read()).done).toBe(true);
    expect(
      (await call(() => eventsLoader({ request: new Request(`${ORIGIN}/sync/events`), params: {}, context }))).status,
    ).toBe(401);
    // PostgreSQL's LISTEN connection took over 5 s to open under a load average of 8, and the
    // whole test over 30 s under 12.
  }, 60_000);

  it("refuses cross-site pushes, bodies over 8 MB, bad JSON and requests without a session", async () => {
    const { userId, cookie } = await signedIn();
    expect((await push(oneHabit(userId), cookie, { Origin: "https://evil.example" })).status).toBe(403);
    expect((await push(oneHabit(userId), cookie, { "Sec-Fetch-Site": "cross-site" })).status).toBe(403);
    const huge = { ...oneHabit(userId), padding: "x".repeat(MAX_PUSH_BYTES) };
    expect((await push(huge, cookie)).status).toBe(413);
    expect((await push("{", cookie)).status).toBe(400);
    expect((await push({ clientId: "x", actions: [] }, cookie)).status).toBe(400);
    expect((await push(oneHabit(userId), "")).status).toBe(401);
    expect((await pull("")).status).toBe(401);
    expect((await pull(cookie, "-1")).status).toBe(400);
    expect(((await (await pull(cookie)).json()) as PullResponse).entries).toEqual([]);
  });

  it("downloads and deletes the user's server data (DELETE typed); the data endpoints answer with SYNC=off too", async () => {
    const { userId, cookie } = await signedIn();
    await push(oneHabit(userId), cookie);
    const download = (headers: Record<string, string>) =>
      call(() => dataLoader({ request: new Request(`${ORIGIN}/sync/data`, { headers }), params: {}, context }));
    const answer = await download({ Cookie: cookie });
    expect(answer.headers.get("Content-Disposition")).toMatch(/attachment/);
    expect(((await answer.json()) as { sync: { log: unknown[] } }).sync.log).toHaveLength(1);
    const remove = (confirm: string) =>
      call(() =>
        dataAction({
          request: new Request(`${ORIGIN}/sync/data`, {
            method: "POST",
            body: JSON.stringify({ confirm }),
            headers: { "Content-Type": "application/json", Cookie: cookie, Origin: ORIGIN },
          }),
          params: {},
          context,
        }),
      );
    expect((await remove("delete")).status).toBe(400);
    expect((await pull(cookie)).status).toBe(200);

    useEnv({ DATABASE_URL: server.url, SYNC: "off" });
    expect((await push(oneHabit(userId), cookie)).status).toBe(404);
    expect((await pull(cookie)).status).toBe(404);
    expect((await state(cookie)).status).toBe(404);
    expect((await download({ Cookie: cookie })).status).toBe(200);
    const deleted = await remove("DELETE");
    expect(deleted.status).toBe(200);
    expect(deleted.headers.get("Set-Cookie")).toMatch(/Max-Age=0/);
    // The account is gone: its session with it, on every device.
    expect((await download({ Cookie: cookie })).status).toBe(401);
    useEnv({ DATABASE_URL: server.url, SYNC: "on" });
    expect((await pull(cookie)).status).toBe(401);
  });
});
