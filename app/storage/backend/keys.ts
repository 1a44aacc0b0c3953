// The key layout (v1). Everything of a user lives under a namespace
// `{userId}/{gen}`: by user first, then by kind, then by time, so the keys a
// click or home needs are found by name and never by a scan.
//
//   meta           schema                          → SchemaMeta
//   users          user/{userId}                   → UserRoot (user, current gen)
//                  account/{provider:providerId}   → userId
//                  username/{lowercased}           → userId (checked against the root)
//   habits         {ns}/{v}                        → the user's habits at seq v (no history)
//   goals          {ns}/{v}                        → the user's goals at seq v
//   commitments    {ns}/{v}                        → the user's commitments at seq v
//   commitRecords  {ns}/log/{k}                    → journal page k (entries = actions)
//                  {ns}/inst/{commitmentId}/{n}    → chunk n of that commitment's records
//   game           {ns}/core                       → checkpoint (game, tracks, directory)
//                  {ns}/hist/{YYYY-MM}/{v}         → habit counts of one month
//                  {ns}/xp/{YYYY}/{v}              → game XP per day of one year

const pad = (n: number, width: number) => String(n).padStart(width, "0");

export const SCHEMA_KEY = "schema";

export const userKey = (userId: string) => `user/${userId}`;
export const accountKey = (account: string) => `account/${account}`;
export const usernameKey = (username: string) => `username/${username.toLowerCase()}`;

export const namespaceOf = (userId: string, gen: string) => `${userId}/${gen}`;

export const partKey = (ns: string, version: number) => `${ns}/${pad(version, 12)}`;
export const pageKey = (ns: string, k: number) => `${ns}/log/${pad(k, 8)}`;
export const chunkKey = (ns: string, commitmentId: string, n: number) => `${ns}/inst/${commitmentId}/${pad(n, 6)}`;
export const coreKey = (ns: string) => `${ns}/core`;
export const histKey = (ns: string, month: string, version: number) => `${ns}/hist/${month}/${pad(version, 12)}`;
export const xpKey = (ns: string, year: string, version: number) => `${ns}/xp/${year}/${pad(version, 12)}`;

/** The two kinds of history shard, named as in the checkpoint's directory: months of habit counts, years of XP. */
export const SHARD_KINDS = ["hist", "xp"] as const;
export type ShardKind = (typeof SHARD_KINDS)[number];
export const shardKey = (kind: ShardKind, ns: string, name: string, version: number) =>
  (kind === "hist" ? histKey : xpKey)(ns, name, version);

/** True for keys of the v1 users store (anything else there is legacy v0 data). */
export const isV1UsersKey = (key: string) => /^(user|account|username)\//.test(key);
