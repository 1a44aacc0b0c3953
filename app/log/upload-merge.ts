// How an uploaded history becomes one "import" entry of the user's server log (ADR 0021). Pure:
// the server passes what its log holds and the checked backup, and gets the entry, the world it
// makes, and one sentence for each item it left out.
//  - Empty server log: the whole history, game fields included.
//  - The server already has history: the device's definitions and records it does not hold are
//    appended after its log; the server keeps its game fields. An item is left out, with a
//    reason, when its id is the server's with other content, it reaches into a habit or goal
//    whose server history already goes past it, it would earn twice what the server already
//    counted (a daily check, a milestone), it refers to something left out, or its reward is not
//    the rules' (both cases).
// Streak, last streak and momentum are never taken from the upload: they are recomputed from
// the merged history as the daily refresh would.
import { dayOfRecord } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import { isRollbackEvent, MILESTONE_EVENTS } from "~/game/events";
import { momentumOf } from "~/game/momentum";
import { readMembership, readOriginalId, readRewardData, readStartCommitments } from "~/game/record-data";
import { lastRefreshDay, refreshGame } from "~/game/refresh";
import { rewardMismatch } from "~/game/reward-check";
import { frozenDaysOf, type CommitmentDef, type GoalDef, type HabitDef, type World } from "~/game/world";
import type { Backup } from "~/log/backup-schema";
import { commitmentDefOf, gameFieldsOf, goalDefOf, habitDefOf } from "~/game/definitions";
import { applyEntry } from "~/log/entry";
import type { GameFields } from "~/log/entry-schema";
import { MAX_LISTED_REFUSALS, type EntryBody, type Refusal } from "./protocol";
import {
  definitionRefusal,
  recordRefusal,
  UPLOAD_CONFLICT,
  UPLOAD_ID_TAKEN,
  UPLOAD_ORPHAN,
  UPLOAD_REWARD,
  UPLOAD_TOO_OLD,
  UPLOAD_TWICE,
} from "./upload-refusal";

/** What the user's server log holds: its state, every record by id, and whether it holds any applied entry. */
export type ServerHistory = { world: World; records: ReadonlyMap<string, CommitRecord>; empty: boolean };

export type Merged = { entry: EntryBody; world: World; refused: Refusal[] };

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const PAID_ONCE: ReadonlySet<string> = new Set([...MILESTONE_EVENTS, "REACH"]);

export function mergeUpload(server: ServerHistory, backup: Backup): Merged {
  const refused: Refusal[] = [];
  const titleOf = titlesOf(server.world, backup);
  const definitions = mergeDefinitions(server.world, backup, refused);
  const records = mergeRecords(server, backup, definitions, titleOf, refused);
  return importEntry(server, backup, { records, ...definitions.body }, refused);
}

/** Every habit's and goal's title by commitment id (the server's win): what a refusal names. */
function titlesOf(world: World, backup: Backup): (commitmentId: string) => string | undefined {
  const titles = new Map<string, string>();
  for (const item of [...backup.habits, ...backup.goals]) titles.set(item.commitmentId, item.title);
  for (const item of [...Object.values(world.habits), ...Object.values(world.goals)]) {
    titles.set(item.commitmentId, item.title);
  }
  return (commitmentId) => titles.get(commitmentId);
}

type MergedDefinitions = {
  body: Pick<EntryBody, "habits" | "goals" | "commitments">;
  /** Commitments this upload adds. */
  added: ReadonlySet<string>;
  /** Commitments whose records cannot be taken (their definition was refused or is the server's under another id). */
  blocked: ReadonlySet<string>;
};

/** Definitions: new ones join with their commitment; the server's own stay as they are. */
function mergeDefinitions(world: World, backup: Backup, refused: Refusal[]): MergedDefinitions {
  const habits: HabitDef[] = [];
  const goals: GoalDef[] = [];
  const commitments: CommitmentDef[] = [];
  const added = new Set<string>();
  const blocked = new Set<string>();
  const byId = new Map(backup.commitments.map((c) => [c.id, c]));
  const take = <D extends HabitDef | GoalDef>(kind: "habit" | "goal", def: D, held: D | undefined, into: D[]) => {
    if (held) {
      if (!sameJson(held, def)) refused.push(definitionRefusal(kind, def.title, UPLOAD_CONFLICT));
      if (held.commitmentId !== def.commitmentId) blocked.add(def.commitmentId);
    } else if (world.commitments[def.commitmentId]) {
      refused.push(definitionRefusal(kind, def.title, UPLOAD_ID_TAKEN));
      blocked.add(def.commitmentId);
    } else {
      into.push(def);
      commitments.push(commitmentDefOf(byId.get(def.commitmentId)!));
      added.add(def.commitmentId);
    }
  };
  for (const h of backup.habits) {
    const held = world.habits[h.id];
    take("habit", habitDefOf({ ...h, history: {} }), held && habitDefOf(held), habits);
  }
  for (const g of backup.goals) {
    const held = world.goals[g.id];
    take("goal", goalDefOf(g), held && goalDefOf(held), goals);
  }
  const body = {
    ...(habits.length > 0 ? { habits } : {}),
    ...(goals.length > 0 ? { goals } : {}),
    ...(commitments.length > 0 ? { commitments } : {}),
  };
  return { body, added, blocked };
}

/** The Market items known so far (the server's and those merged): reward prices and freezes bought. */
class MarketItems {
  readonly prices = new Map<string, number>();
  readonly freezes = new Set<string>();
  note(r: CommitRecord) {
    if (r.event === "REWARD_CREATE") this.prices.set(r.instanceId, readRewardData(r.data)?.price ?? 0);
    if (r.event === "FREEZE_BUY") this.freezes.add(r.instanceId);
  }
  /** Why a Market record cannot be taken: it makes an item that exists, or uses one that does not. */
  problem(r: CommitRecord): typeof UPLOAD_ID_TAKEN | typeof UPLOAD_ORPHAN | null {
    const created = r.event === "REWARD_CREATE" || r.event === "FREEZE_BUY";
    const exists = this.prices.has(r.instanceId) || this.freezes.has(r.instanceId);
    if (created && exists) return UPLOAD_ID_TAKEN;
    if (!created && !(r.event === "FREEZE_USE" ? this.freezes : this.prices).has(r.instanceId)) return UPLOAD_ORPHAN;
    return null;
  }
}

/** Records, in the device's log order (its time order), each checked against what is merged so far. */
function mergeRecords(
  server: ServerHistory,
  backup: Backup,
  definitions: MergedDefinitions,
  titleOf: (commitmentId: string) => string | undefined,
  refused: Refusal[],
): CommitRecord[] {
  const { world } = server;
  const { added, blocked } = definitions;
  const accepted = new Map<string, CommitRecord>();
  const market = new MarketItems();
  for (const r of server.records.values()) market.note(r);
  const known = (commitmentId: string) =>
    !blocked.has(commitmentId) && (added.has(commitmentId) || world.commitments[commitmentId] !== undefined);
  const refs = {
    rewardOf: (id: string) => (server.records.get(id) ?? accepted.get(id))?.reward,
    priceOf: (id: string) => market.prices.get(id),
  };

  const problem = (r: CommitRecord): Refusal | null => {
    const refuse = (code: string, detail = {}) => recordRefusal(r, titleOf, code, detail);
    if (r.kind === "Market") {
      const code = market.problem(r);
      if (code) return refuse(code);
    } else {
      const refers = [r.instanceId, ...readStartCommitments(r.data), readMembership(r.data) ?? r.instanceId];
      if (!refers.every(known)) return refuse(UPLOAD_ORPHAN);
    }
    if (isRollbackEvent(r.event)) {
      const originalId = readOriginalId(r.data);
      if (originalId === null || !refs.rewardOf(originalId)) return refuse(UPLOAD_ORPHAN);
    }
    const expected = rewardMismatch(r, refs);
    if (expected) return refuse(UPLOAD_REWARD, { reward: r.reward, expected });
    return r.kind === "Market" || added.has(r.instanceId) ? null : sharedProblem(world, r, refuse);
  };

  const records: CommitRecord[] = [];
  for (const r of backup.records) {
    const held = server.records.get(r.id);
    if (held) {
      // The same record on both sides (a backup both devices imported): already counted once.
      if (!sameJson(held, r)) refused.push(recordRefusal(r, titleOf, UPLOAD_CONFLICT));
      continue;
    }
    const refusal = accepted.has(r.id) ? recordRefusal(r, titleOf, UPLOAD_CONFLICT) : problem(r);
    if (refusal) {
      refused.push(refusal);
      continue;
    }
    records.push(r);
    accepted.set(r.id, r);
    market.note(r);
  }
  return records;
}

/**
 * The "import" entry: the game fields are the upload's on an empty log, else the server's; streak,
 * last streak and momentum are recomputed from the merged history; the refusals are listed.
 */
function importEntry(server: ServerHistory, backup: Backup, body: EntryBody, refused: Refusal[]): Merged {
  // A vacation counts only as an action the server witnessed (rule 28): an upload brings none.
  const { vacations: _unwitnessed, ...uploaded } = backup.game;
  const fields = server.empty ? uploaded : gameFieldsOf(server.world.game);
  const after = applyEntry(server.world, { seq: 0, type: "import", at: 0, ...body, game: fields });
  const game = { ...fields, ...statsOf(after) };
  const listed = {
    items: refused.slice(0, MAX_LISTED_REFUSALS),
    more: Math.max(0, refused.length - MAX_LISTED_REFUSALS),
  };
  const entry: EntryBody = { ...body, game, ...(refused.length > 0 ? { refused: listed } : {}) };
  return { entry, world: { ...after, game: { ...after.game, ...game } }, refused };
}

/**
 * A record on a habit or goal the server already holds: it must come after the server's last
 * record there (so the server's history of it keeps its order) and must not earn again what the
 * server already counted.
 */
function sharedProblem(world: World, r: CommitRecord, refuse: (code: string) => Refusal): Refusal | null {
  const commitment = world.commitments[r.instanceId]!;
  if (r.timestamp <= commitment.lastActivity) return refuse(UPLOAD_TOO_OLD);
  if (r.kind === "Habit") {
    const habit = world.habits[world.index.habitOf[r.instanceId] ?? ""];
    if (!habit) return null;
    const check = world.tracks.habits[habit.id]?.check;
    if (r.event === "DAILYCHECK" && check?.day === dayOfRecord(r)) return refuse(UPLOAD_TWICE);
    if (r.event === "GIVEUP" && habit.giveupAt !== null) return refuse(UPLOAD_TWICE);
    return null;
  }
  const goal = world.goals[world.index.goalOf[r.instanceId] ?? ""];
  if (!goal) return null;
  const ended = goal.completedAt !== null || goal.giveupAt !== null;
  const fired = (world.tracks.goals[goal.id]?.milestones ?? []) as string[];
  if ((PAID_ONCE.has(r.event) || r.event === "GIVEUP") && ended) return refuse(UPLOAD_TWICE);
  if (fired.includes(r.event)) return refuse(UPLOAD_TWICE);
  return null;
}

/** Streak, last streak and momentum as the daily refresh of the history's last refreshed day gives them. */
function statsOf(world: World): Pick<GameFields, "streak" | "lastStreak" | "momentum"> {
  const { game } = world;
  const day = lastRefreshDay(game);
  if (day === null || game.lastDailyCheck === null) {
    return { streak: 0, lastStreak: 0, momentum: momentumOf(game.xpHistory) };
  }
  const { streak, lastStreak, momentum } = refreshGame(game, game.lastDailyCheck, frozenDaysOf(world), day);
  return { streak, lastStreak, momentum };
}
