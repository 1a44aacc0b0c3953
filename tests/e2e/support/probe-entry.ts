// Test-only code run inside the page (bundled by probe-bundle.ts, never part of
// the app's build): it reads what the app stored, through the app's own storage
// code, so a spec can check the invariants of docs/architecture.md §2 after a crash.
import { accountKey, AccountSchema } from "~/account/account";
import { replay } from "~/game/projection";
import { todayOf } from "~/game/refresh";
import { baseOf, type World } from "~/game/world";
import { tablesOf } from "~/storage/backend/codec";
import { recordsOf, replayJournal } from "~/log/entry";
import { readJournal } from "~/storage/journal/journal";
import { coreKey, accountKey as accountIndexKey, namespaceOf } from "~/storage/backend/keys";
import { localForageBackend } from "~/storage/backend/localforage-backend";
import { CoreSchema, UserIdSchema } from "~/storage/backend/schemas";
import type { JournalEntry } from "~/log/entry-schema";
import { createStorage, LOCK_NAME } from "~/storage/storage";
import { readRoot } from "~/storage/journal/users";

/** The first place where `a` and `b` differ (object key order and absent vs undefined do not count), or null. */
export function firstDifference(a: unknown, b: unknown, path = "$"): string | null {
  if (Object.is(a, b)) return null;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null)
    return `${path}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`;
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array vs object`;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    const diff = firstDifference(
      (a as Record<string, unknown>)[key],
      (b as Record<string, unknown>)[key],
      `${path}.${key}`,
    );
    if (diff) return diff;
  }
  return null;
}

async function signedInUserId(): Promise<string> {
  const response = await fetch("/auth/session", { credentials: "same-origin", cache: "no-store" });
  const { account } = (await response.json()) as { account: unknown };
  if (!account) throw new Error("probe: nobody is signed in");
  const tables = tablesOf(localForageBackend());
  const userId = await tables.users.get(UserIdSchema, accountIndexKey(accountKey(AccountSchema.parse(account))));
  if (!userId) throw new Error("probe: the signed-in account has no local user");
  return userId;
}

/** What a habit and a goal both show: the commitment they are. */
type CommitmentView = { id: string; commitmentId: string; title: string; description: string; isDeleted: boolean };
export type HabitView = CommitmentView & { dailyTarget: number; count: number; skips: string[] };
export type GoalView = CommitmentView & { commitments: string[] };
export type Inspection = {
  userId: string;
  entries: JournalEntry[];
  /** Checkpoint seq (0 = none yet). */
  checkpointSeq: number;
  /** Where a fresh open (checkpoint + journal tail) differs from the fold of the whole journal, or null. */
  reloadVsJournal: string | null;
  /** Where the fold of the journal differs from the engine's replay of its records, or null. */
  journalVsEngine: string | null;
  habits: HabitView[];
  goals: GoalView[];
  xp: number;
  coins: number;
  /** The user's own day now (rule 18), as the app's card menu sees it. */
  today: string;
};

function commitmentView(c: World["habits"][string] | World["goals"][string]): CommitmentView {
  return {
    id: c.id,
    commitmentId: c.commitmentId,
    title: c.title,
    description: c.description ?? "",
    isDeleted: c.isDeleted,
  };
}

/** Opens the stored data as a new tab would and checks it against the replay of the log. */
export async function inspect(): Promise<Inspection> {
  const userId = await signedInUserId();
  const backend = localForageBackend();
  const tables = tablesOf(backend);
  // No channel and no timed checkpoints: this instance only reads.
  const storage = createStorage({ backend, channelName: null, flushEvery: 1e9, flushDelayMs: 1e9 });
  try {
    const world: World = await storage.world(userId);
    // The same lock as the app: the journal is read between two writes, never during one.
    const { entries, checkpointSeq } = await navigator.locks.request(LOCK_NAME, async () => {
      const root = await readRoot(tables, userId);
      if (!root) throw new Error("probe: no user root");
      const ns = namespaceOf(userId, root.gen);
      const core = await tables.game.get(CoreSchema, coreKey(ns));
      return { entries: await readJournal(tables, ns), checkpointSeq: core?.seq ?? 0 };
    });
    const folded = replayJournal(userId, entries);
    const engine = replay(recordsOf(entries), baseOf(folded));
    // The refresh's own fields (streak, momentum) are results, not records: docs/architecture.md §2, as in expectConsistent.
    const { streak, momentum, lastStreak, lastDailyCheck, lastDay } = folded.game;
    const engineView = { ...engine, game: { ...engine.game, streak, momentum, lastStreak, lastDailyCheck, lastDay } };
    return {
      userId,
      entries,
      checkpointSeq,
      reloadVsJournal: firstDifference(world, folded),
      journalVsEngine: firstDifference(folded, engineView),
      habits: Object.values(world.habits).map((h) => ({
        ...commitmentView(h),
        dailyTarget: h.dailyTarget,
        count: h.count,
        skips: h.skips ?? [],
      })),
      goals: Object.values(world.goals).map((g) => ({ ...commitmentView(g), commitments: g.commitments })),
      xp: world.game.xp,
      coins: world.game.coins,
      today: todayOf(world.game, Date.now()),
    };
  } finally {
    storage.close();
  }
}
