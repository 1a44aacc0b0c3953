// The browser's local user follows the server's user (issue #20): a new one takes the server's
// id; data already on this device keeps its id when the server user is brand new (a claim), or
// moves to the server's id, whole, when the server had the user first (a re-key).
import { ulid } from "ulid";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SignedInAccount } from "~/account/account";
import { Tier } from "~/game/constants";
import { getBrowserStorage } from "~/storage";
import { forgetLocalUser, signInLocalUser } from "./local-user";

type FakeServer = { account: SignedInAccount; claim: "accept" | "refuse" | "offline"; claims: string[] };

/** Stands in for /auth/session and /auth/claim (fetch with relative URLs, as in the browser). */
function serve(server: FakeServer) {
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    if (input === "/auth/session") return Response.json({ account: server.account });
    if (input === "/auth/claim") {
      const { userId } = JSON.parse(String(init?.body)) as { userId: string };
      server.claims.push(userId);
      if (server.claim === "offline") throw new TypeError("Failed to fetch");
      if (server.claim === "refuse") return Response.json({ claimed: false, reason: "not-new" });
      server.account = { ...server.account, userId };
      return Response.json({ claimed: true, account: server.account });
    }
    throw new Error(`unexpected request ${input}`);
  });
}

let nextId = 1;
function account(): SignedInAccount {
  const n = nextId++;
  return {
    provider: "google",
    providerId: `local-user-test-${n}`,
    name: `Person ${n}`,
    tier: Tier.FREE,
    userId: ulid(),
    username: `person${n}`,
    isAdmin: false,
  };
}

/** Data made on this device before the account had a server user (an older version, or offline). */
async function localDataFor(server: FakeServer): Promise<string> {
  const storage = getBrowserStorage();
  const { userId: _serverId, username: _username, ...withoutServer } = server.account;
  const local = await storage.signIn(withoutServer);
  await storage.dispatch(local.id, { type: "habit/create", input: { title: "Walk", dailyTarget: 1 } });
  return local.id;
}

const habitTitles = async (userId: string) =>
  (await getBrowserStorage().loadHome(userId)).habits.map((card) => card.habit.title);

afterEach(() => {
  forgetLocalUser();
  vi.unstubAllGlobals();
});

describe("signInLocalUser", () => {
  /** Local data made before any account, then a sign-in whose claim of the local id the server accepts or refuses. */
  async function signInOverLocalData(claim: FakeServer["claim"]) {
    const server: FakeServer = { account: account(), claim, claims: [] };
    const localId = await localDataFor(server);
    serve(server);
    return { server, localId, user: await signInLocalUser() };
  }

  it("makes a new local user with the server's id and username", async () => {
    const server: FakeServer = { account: account(), claim: "accept", claims: [] };
    serve(server);
    const user = await signInLocalUser();
    expect(user).toMatchObject({ id: server.account.userId, username: server.account.username });
    expect(server.claims).toEqual([]);
  });

  it("keeps the local id when the server user is brand new: the server takes it", async () => {
    const { server, localId, user } = await signInOverLocalData("accept");
    expect(server.claims).toEqual([localId]);
    expect(user?.id).toBe(localId);
    expect(await habitTitles(localId)).toEqual(["Walk"]);
  });

  it("moves the local data to the server's id when the server had the user first", async () => {
    const { server, localId, user } = await signInOverLocalData("refuse");
    expect(server.claims).toEqual([localId]);
    expect(user).toMatchObject({ id: server.account.userId, username: server.account.username });
    expect(await habitTitles(server.account.userId)).toEqual(["Walk"]);
    expect(await getBrowserStorage().getUser(localId)).toBeNull();
    // The next visit finds the user under the server's id at once.
    forgetLocalUser();
    expect((await signInLocalUser())?.id).toBe(server.account.userId);
    expect(server.claims).toHaveLength(1);
  });

  it("changes nothing while the server cannot answer the claim", async () => {
    const server: FakeServer = { account: account(), claim: "offline", claims: [] };
    const localId = await localDataFor(server);
    serve(server);
    expect((await signInLocalUser())?.id).toBe(localId);
    expect(await habitTitles(localId)).toEqual(["Walk"]);
  });
});
