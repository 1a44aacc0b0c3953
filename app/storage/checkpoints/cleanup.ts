// Removing whole namespaces (`{userId}/{gen}/…`) from every store: the data an
// import replaced, or everything of a user. Uses keys(), so it is for rare
// maintenance, never for a click.
import { z } from "zod";
import type { StoreName } from "~/storage/backend/backend";
import { storeKey, type Tables } from "~/storage/backend/codec";
import { readCore } from "./checkpoint";
import { namespaceOf, partKey, SHARD_KINDS, shardKey, userKey } from "~/storage/backend/keys";
import { UserRootSchema } from "~/storage/backend/schemas";

const DATA_STORES: StoreName[] = ["habits", "goals", "commitRecords", "commitments", "game"];

/** Deletes every key under any of `prefixes` (each `userId/gen` or `userId`). */
export async function removeNamespaces(tables: Tables, prefixes: readonly string[]): Promise<void> {
  if (prefixes.length === 0) return;
  const starts = prefixes.map((p) => `${p}/`);
  for (const store of DATA_STORES) {
    const keys = await tables[store].keys();
    for (const key of keys) if (starts.some((s) => key.startsWith(s))) await tables[store].remove(key);
  }
}

/** Namespaces present in the data stores that no live root points to. */
export async function unusedNamespaces(tables: Tables, live: ReadonlySet<string>): Promise<string[]> {
  const found = new Set<string>();
  for (const store of DATA_STORES) {
    for (const key of await tables[store].keys()) {
      const [userId, gen] = key.split("/");
      if (userId && gen) found.add(`${userId}/${gen}`);
    }
  }
  return [...found].filter((ns) => !live.has(ns));
}

/** Namespaces the users' roots point to. */
export async function liveNamespaces(tables: Tables): Promise<Set<string>> {
  const live = new Set<string>();
  for (const key of await tables.users.keys()) {
    if (!key.startsWith("user/")) continue;
    const root = await tables.users.get(UserRootSchema, key);
    if (root) live.add(namespaceOf(root.user.id, root.gen));
  }
  return live;
}

/**
 * Garbage collection (under the write lock): namespaces no root points to, and
 * checkpoint partitions no core names (left by a tab that died mid-checkpoint).
 */
export async function sweep(tables: Tables): Promise<void> {
  const live = await liveNamespaces(tables);
  await removeNamespaces(tables, await unusedNamespaces(tables, live));
  const referenced = new Set<string>();
  for (const ns of live) {
    const core = await readCore(tables, ns);
    if (!core) continue;
    for (const store of ["habits", "goals", "commitments"] as const) {
      const version = core.dir[store];
      if (version !== null) referenced.add(storeKey(store, partKey(ns, version)));
    }
    for (const kind of SHARD_KINDS) {
      for (const [name, v] of Object.entries(core.dir[kind]))
        referenced.add(storeKey("game", shardKey(kind, ns, name, v)));
    }
  }
  const isPartition = (store: StoreName, rest: string) =>
    store === "game" ? /^(hist|xp)\//.test(rest) : /^\d{12}$/.test(rest);
  for (const store of ["habits", "goals", "commitments", "game"] as const) {
    for (const key of await tables[store].keys()) {
      const [userId, gen, ...rest] = key.split("/");
      if (!userId || !gen || !live.has(`${userId}/${gen}`) || !isPartition(store, rest.join("/"))) continue;
      if (!referenced.has(storeKey(store, key))) await tables[store].remove(key);
    }
  }
}

/**
 * Everything of one user off this device (sign-out's "Remove my data", rule 20): first the
 * index entries that lead to it (account, username), so no sign-in finds it halfway, then its
 * root, then every namespace under its id and under the ids it was re-keyed from. A crash part
 * way leaves only namespaces no root points to, which the next sweep removes. Other users stay.
 */
export async function removeUser(tables: Tables, userId: string): Promise<void> {
  const root = await tables.users.get(UserRootSchema, userKey(userId)).catch(() => null);
  for (const key of await tables.users.keys()) {
    if (!key.startsWith("account/") && !key.startsWith("username/")) continue;
    const holder = await tables.users.get(z.string(), key).catch(() => null);
    if (holder === userId) await tables.users.remove(key);
  }
  await tables.users.remove(userKey(userId));
  await removeNamespaces(tables, [userId, ...(root?.cleanup?.users ?? [])]);
}
