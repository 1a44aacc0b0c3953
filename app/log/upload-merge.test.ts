import { monotonicFactory } from "ulid";
import { describe, expect, it } from "vitest";
import type { Action } from "~/game/act";
import type { CommitRecord } from "~/game/entity-schemas";
import { actionDay } from "~/game/settings";
import { emptyWorld, type World } from "~/game/world";
import { BACKUP_FORMAT, BACKUP_VERSION, type Backup } from "~/log/backup-schema";
import { gameFieldsOf } from "~/game/definitions";
import { applyAction } from "./apply-action";
import { replayLog } from "./log-fold";
import { mergeUpload, type ServerHistory } from "./upload-merge";

const USER = "01J00000000000000000000ADA";
const T0 = Date.UTC(2026, 2, 2, 9);
const HOUR = 3_600_000;

/** One side's history: its world and records, made by the engine as devices make them. */
class History {
  records: CommitRecord[] = [];
  private readonly id = monotonicFactory();
  constructor(public world: World = emptyWorld(USER)) {}

  do(action: Action, at: number): this {
    const { day, rule } = actionDay(this.world, action, at);
    const outcome = applyAction(this.world, { at, day, rule, action, ids: [] }, USER, (now) => this.id(now));
    if (outcome.status === "refused") throw new Error(outcome.refusal.message);
    this.world = outcome.world;
    this.records.push(...outcome.entry.records);
    return this;
  }

  habit(title: string) {
    return Object.values(this.world.habits).find((habit) => habit.title === title)!;
  }

  fork(): History {
    const copy = new History(this.world);
    copy.records = [...this.records];
    return copy;
  }

  backup(): Backup {
    const { world } = this;
    return {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      exportedAt: T0,
      user: { id: USER, username: "ada", name: "Ada", joinedAt: T0, tier: 0 },
      game: gameFieldsOf(world.game),
      commitments: Object.values(world.commitments),
      habits: Object.values(world.habits).map(({ history: _history, ...habit }) => habit),
      goals: Object.values(world.goals),
      records: this.records,
    };
  }

  asServer(): ServerHistory {
    return {
      world: this.world,
      records: new Map(this.records.map((r) => [r.id, r])),
      empty: this.records.length === 0,
    };
  }
}

const nothing = (): ServerHistory => ({ world: emptyWorld(USER), records: new Map(), empty: true });
const create = (title: string, dailyTarget = 1): Action => ({ type: "habit/create", input: { title, dailyTarget } });
const count = (history: History, title: string, delta: 1 | -1 = 1): Action => ({
  type: "habit/count",
  habitId: history.habit(title).id,
  delta,
});
const messages = (merged: { refused: { message: string }[] }) => merged.refused.map((refusal) => refusal.message);

describe("merging an uploaded history", () => {
  it("takes all of it into an empty log, with its settings; streak and momentum come from the records", () => {
    const device = new History().do(create("Read"), T0).do({ type: "game/setDailyTarget", dailyTarget: 3 }, T0 + 1);
    device.do(count(device, "Read"), T0 + HOUR);
    const backup = device.backup();
    backup.game = { ...backup.game, streak: 999, lastStreak: 998, momentum: 500 };

    const merged = mergeUpload(nothing(), backup);
    expect(merged.refused).toEqual([]);
    expect(merged.entry.records).toEqual(device.records);
    // Today (11 XP) met its target of 3, and no day before it: a streak of 1.
    expect(merged.entry.game).toMatchObject({ dailyTarget: 3, streak: 1, lastStreak: 0 });
    expect(merged.entry.game?.momentum).toBe(11); // the average XP of its one day, not the 500 it claimed
    // The entry is what the log holds: folding it gives the world the server keeps.
    const line = { seq: 1, clientId: "laptop-0001", mutationId: 1, type: "import", at: T0 };
    expect(replayLog(USER, [{ ...line, outcome: { status: "applied", entry: merged.entry } }])).toEqual(merged.world);
    expect(merged.world.habits[device.habit("Read").id]?.count).toBe(1);
  });

  it("brings no vacation: the server counts one only as an action it ran (rule 28)", () => {
    const device = new History().do(create("Read"), T0);
    device.do({ type: "game/planVacation", from: "2026-03-03", to: "2026-03-05" }, T0 + 1);
    expect(device.world.game.vacations).toEqual([{ from: "2026-03-03", to: "2026-03-05" }]);
    const backup = device.backup();
    // A made-up one over days gone by is no better.
    backup.game = { ...backup.game, vacations: [{ from: "2026-02-01", to: "2026-03-01" }] };
    const merged = mergeUpload(nothing(), backup);
    expect(merged.entry.game?.vacations).toBeUndefined();
    expect(merged.world.game.vacations).toBeUndefined();
  });

  it("refuses a forged reward, and what undoes it; keeps the rest", () => {
    const device = new History().do(create("Read"), T0);
    device.do(count(device, "Read"), T0 + HOUR).do(count(device, "Read", -1), T0 + 2 * HOUR);
    device.do(count(device, "Read"), T0 + 3 * HOUR);
    const check = device.records.find((r) => r.event === "DAILYCHECK")!;
    device.records = device.records.map((r) => (r.id === check.id ? { ...r, reward: { xp: 500, coins: 0 } } : r));

    const merged = mergeUpload(nothing(), device.backup());
    expect(messages(merged)).toEqual([
      "Your daily check of “Read” of 2026-03-02 from before sync was not merged: its reward (500 XP and 0 coins) is not what the rules give (5 XP and 0 coins).",
      "Your undoing of a change to “Read” of 2026-03-02 from before sync was not merged: it belongs to something that was not merged.",
    ]);
    expect(merged.entry.records.map((r) => r.event)).toEqual([
      "START",
      "COUNT_UP",
      "COUNT_DOWN",
      "COUNT_UP",
      "DAILYCHECK",
    ]);
    expect(merged.entry.refused).toEqual({ items: merged.refused, more: 0 });
  });

  it("takes an undone delete that gave back what it took (rule 29), and refuses one that gives back more", () => {
    const device = new History().do(create("Read"), T0);
    device.do({ type: "habit/delete", habitId: device.habit("Read").id }, T0 + HOUR);
    const giveUp = device.records.at(-1)!;
    device.do({ type: "game/undo", recordId: giveUp.id }, T0 + 2 * HOUR);
    // At 0 coins the delete took nothing, so its undo gives nothing back.
    expect(device.records.at(-1)).toMatchObject({ event: "ROLLBACK_GIVEUP", reward: { xp: 0, coins: 0 } });
    const honest = mergeUpload(nothing(), device.backup());
    expect(messages(honest)).toEqual([]);
    expect(honest.world.habits[device.habit("Read").id]).toMatchObject({ isDeleted: false, giveupAt: null });

    const undo = device.records.at(-1)!;
    device.records = device.records.map((r) => (r.id === undo.id ? { ...r, reward: { xp: 0, coins: 2 } } : r));
    const forged = mergeUpload(nothing(), device.backup());
    expect(messages(forged)).toEqual([
      "Your undoing of a change to “Read” of 2026-03-02 from before sync was not merged: its reward (0 XP and 2 coins) is not what the rules give (0 XP and 1 coin).",
    ]);
  });

  it("over a server's history: skips what both hold, refuses what is older or already earned there, adds the rest", () => {
    const shared = new History().do(create("Read", 2), T0);
    const server = shared.fork();
    const device = shared.fork();
    server.do(count(server, "Read"), T0 + 2 * HOUR).do(count(server, "Read"), T0 + 3 * HOUR); // daily check at 3 h
    device.do(count(device, "Read"), T0 + HOUR); // older than the server's last: refused
    device.do(count(device, "Read"), T0 + 4 * HOUR); // its daily check: the server already has today's
    device.do(create("Run"), T0 + 5 * HOUR);
    device.do(count(device, "Run"), T0 + 6 * HOUR);

    const merged = mergeUpload(server.asServer(), device.backup());
    expect(messages(merged)).toEqual([
      "Your +1 on “Read” of 2026-03-02 from before sync was not merged: the server's history of “Read” already goes past it.",
      "Your daily check of “Read” of 2026-03-02 from before sync was not merged: it had already happened on another device.",
    ]);
    // The shared START is held once; the later +1, and Run with its records, are added after the server's log.
    expect(merged.entry.records.map((r) => [r.event, r.timestamp - T0])).toEqual([
      ["COUNT_UP", 4 * HOUR],
      ["START", 5 * HOUR],
      ["COUNT_UP", 6 * HOUR],
      ["DAILYCHECK", 6 * HOUR],
    ]);
    expect(merged.entry.habits?.map((h) => h.title)).toEqual(["Run"]);
    expect(merged.world.habits[server.habit("Read").id]?.count).toBe(3);
    expect(merged.world.tracks.habits[server.habit("Read").id]?.check?.recordIds).toHaveLength(1);
    expect(merged.entry.game?.dailyTarget).toBe(server.world.game.dailyTarget);
  });

  it("refuses a definition the server holds otherwise, and an id the server uses for something else", () => {
    const shared = new History().do(create("Read"), T0);
    const server = shared
      .fork()
      .do({ type: "habit/edit", habitId: shared.habit("Read").id, changes: { title: "Book" } }, T0 + HOUR);
    const device = shared.fork();
    const taken = new History().do(create("Swim"), T0 + 2 * HOUR);
    const backup = device.backup();
    const [swim] = taken.backup().habits;
    // Swim on its own commitment, but under an id the server's Read commitment has.
    const readCommitment = shared.habit("Read").commitmentId;
    backup.habits.push({ ...swim!, commitmentId: readCommitment });

    const merged = mergeUpload(server.asServer(), backup);
    expect(messages(merged)).toEqual([
      "Your habit “Read” from before sync was not merged: the server already holds a different version of it.",
      "Your habit “Swim” from before sync was not merged: its id is already used by something else on the server.",
    ]);
    expect(merged.entry.habits).toBeUndefined();
    expect(merged.world.habits[shared.habit("Read").id]?.title).toBe("Book");
  });

  it("refuses the Market's records whose reward was not merged", () => {
    const device = new History().do({ type: "market/createReward", input: { title: "Cake", price: 5 } }, T0);
    const rewardId = Object.keys(device.world.market.rewards)[0]!;
    device.do({ type: "market/deleteReward", rewardId }, T0 + HOUR);
    device.records[0] = { ...device.records[0]!, reward: { xp: 0, coins: 5 } };

    const merged = mergeUpload(nothing(), device.backup());
    expect(messages(merged)).toEqual([
      "Your new reward “Cake” of 2026-03-02 from before sync was not merged: its reward (0 XP and 5 coins) is not what the rules give (0 XP and 0 coins).",
      "Your deletion of a reward of 2026-03-02 from before sync was not merged: it belongs to something that was not merged.",
    ]);
    expect(merged.entry.records).toEqual([]);
  });
});
