// Public numbers never exceed what live pushes would give (issue #30, rule 26), on both engines:
// two devices act at made-up times over two weeks, some before the account was made; one pushes
// its actions in batches that reach the server on time or days late, the other uploads its whole
// history once at some later time.
// Applied in the order the server receives them, the public stats (days met, best streak, the
// current streak and the week's days met at any moment, day-met feed lines) are never above those
// of the same actions pushed live, each when it happened, to another account; so are each public
// habit's own days met and streak once everything has arrived. Some moves plan a vacation (issue
// #32, rule 28): sent late, or uploaded, it may bridge less, never more; some fix a past day (issue
// #33, rule 30): in the grace window it may count, sent late it never counts more.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { publicProfileOf } from "~/db/public-profile.server";
import { pushActions } from "~/db/sync.server";
import { uploadHistory } from "~/db/sync-upload.server";
import { addDays, calendarDay, DAY_MS, HOUR_MS, UTC_DAY_RULE } from "~/game/day";
import { isGameError } from "~/game/errors";
import { currentStreak, daysMetThisWeek } from "~/game/public-stats";
import { checkUpload } from "~/log/upload-check";
import type { PushedAction } from "~/log/protocol";
import { ENGINES, useTestDatabase } from "~test/db";
import { historyFileOf } from "~test/history-file";
import { makeItemsPublic, makePerson, makeProfilePublic } from "~test/social";
import { noonUtcDaysAgo } from "~test/storage";
import { EngineDevice } from "~test/sync-device";
import type { Connection } from "~/db/connection.server";

const RUNS = 40;

type Move = {
  device: "pusher" | "uploader";
  day: number;
  hour: number;
  habit: number;
  up: boolean;
  /** A vacation planned instead of a count: from `startsIn` days after the move's day, for `days` days. */
  vacation: { startsIn: number; days: number } | null;
  /** A past day set instead of a count: `daysBack` days before the move's day, to `count`. */
  fix: { daysBack: number; count: number } | null;
};
type Plan = { moves: Move[]; delays: number[]; uploadDelay: number; accountAge: number };

const moveArb: fc.Arbitrary<Move> = fc.record({
  device: fc.constantFrom("pusher" as const, "uploader" as const),
  day: fc.integer({ min: 1, max: 14 }),
  hour: fc.integer({ min: -11, max: 11 }),
  habit: fc.nat(2),
  up: fc.constantFrom(true, true, true, false),
  vacation: fc.oneof(
    { arbitrary: fc.constant(null), weight: 8 },
    {
      arbitrary: fc.record({ startsIn: fc.integer({ min: 1, max: 3 }), days: fc.integer({ min: 1, max: 4 }) }),
      weight: 1,
    },
  ),
  fix: fc.oneof(
    { arbitrary: fc.constant(null), weight: 6 },
    {
      arbitrary: fc.record({ daysBack: fc.integer({ min: 1, max: 4 }), count: fc.integer({ min: 0, max: 3 }) }),
      weight: 1,
    },
  ),
});
const delayArb = fc.oneof(
  fc.constant(0),
  fc.integer({ min: 0, max: 47 * 60 }).map((minutes) => minutes * 60_000),
  fc.integer({ min: 47 * 60, max: 6 * 24 * 60 }).map((minutes) => minutes * 60_000),
);
const planArb: fc.Arbitrary<Plan> = fc.record({
  moves: fc.array(moveArb, { minLength: 1, maxLength: 30 }),
  delays: fc.array(delayArb, { minLength: 30, maxLength: 30 }),
  uploadDelay: delayArb,
  // When the account was made, after the devices' first actions: made-up times may come before it.
  accountAge: fc.oneof(
    fc.constant(-60_000),
    fc.integer({ min: 0, max: 10 * 24 }).map((hours) => hours * HOUR_MS),
  ),
});

/**
 * A device of `userId` with two counts (targets 1 and 2) and an at-most measure (1 cup: rule 31,
 * where a value the server missed would make a public day better) under a daily XP target of 5.
 */
function deviceOf(userId: string, clientId: string, start: number) {
  const device = new EngineDevice(userId, clientId);
  device.act({ type: "game/setDailyTarget", dailyTarget: 5 }, start);
  const habits = [
    device.createHabit({ title: `${clientId} one`, dailyTarget: 1 }, start + 1000),
    device.createHabit({ title: `${clientId} two`, dailyTarget: 2 }, start + 2000),
    device.createHabit(
      { title: `${clientId} cups`, dailyTarget: 100, measure: { unit: "cups", direction: "atMost" } },
      start + 3000,
    ),
  ];
  return { device, habits };
}

/**
 * Runs the move on the device; false when its engine refuses it (a −1 at 0, a vacation while one is
 * under way, a past day before the habit began).
 */
function play(device: EngineDevice, habits: string[], move: Move, at: number): boolean {
  try {
    if (move.vacation) {
      const from = addDays(calendarDay(at, UTC_DAY_RULE), move.vacation.startsIn);
      device.act({ type: "game/planVacation", from, to: addDays(from, move.vacation.days - 1) }, at);
    } else if (move.fix) {
      const day = addDays(calendarDay(at, UTC_DAY_RULE), -move.fix.daysBack);
      const count = move.habit === CUPS ? move.fix.count * 100 : move.fix.count;
      device.act({ type: "habit/setPastDay", habitId: habits[move.habit]!, day, count }, at);
    } else if (move.habit === CUPS) {
      device.act({ type: move.up ? "habit/addValue" : "habit/removeValue", habitId: habits[CUPS]!, value: 100 }, at);
      measuresPlayed += 1;
    } else device.act({ type: "habit/count", habitId: habits[move.habit]!, delta: move.up ? 1 : -1 }, at);
    return true;
  } catch {
    return false;
  }
}

/** The at-most measure's index among a device's habits. */
const CUPS = 2;
let measuresPlayed = 0;

type Delivery = { at: number; run: () => Promise<unknown> };

async function publicOf(connection: Connection, userId: string, moments: number[]) {
  const stats = await connection.db
    .selectFrom("user_stats")
    .selectAll()
    .where("user_id", "=", userId)
    .executeTakeFirst();
  const dayLines = await connection.db
    .selectFrom("activity")
    .select("id")
    .where("user_id", "=", userId)
    .where("kind", "=", "day_met")
    .execute();
  const view = stats
    ? {
        streak: stats.streak,
        streakDay: stats.streak_day,
        recentMet: JSON.parse(stats.recent_met) as string[],
        dayRule: UTC_DAY_RULE,
      }
    : null;
  return {
    daysMet: Number(stats?.days_met ?? 0),
    bestStreak: Number(stats?.best_streak ?? 0),
    dayLines: dayLines.length,
    streaks: moments.map((now) => (view ? currentStreak(view, now) : 0)),
    weeks: moments.map((now) => (view ? daysMetThisWeek(view, now) : 0)),
  };
}

/** A public profile's habits by title, the device's `-sut` / `-ref` taken off so twins share a key. */
async function habitsOf(connection: Connection, username: string, now: number) {
  const profile = await publicProfileOf(connection, username, now);
  return new Map(
    (profile?.habits ?? []).map((habit) => [
      habit.title.replace(/-(sut|ref) /, " "),
      { daysMet: habit.daysMet, streak: habit.streak?.count ?? null },
    ]),
  );
}

describe.each(ENGINES)("public stats never above live pushes, on %s", (engine) => {
  const database = useTestDatabase(engine);
  let run = 0;
  let vacationsPushed = 0;
  let fixesPushed = 0;
  let habitsCompared = 0;

  it("whatever uploads and late pushes carry", { timeout: 60_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(planArb, async (plan) => {
        const { connection } = database;
        run += 1;
        const start = noonUtcDaysAgo(20);
        const [sut, ref] = await Promise.all(
          ["Sut", "Ref"].map(
            async (name) => (await makePerson(connection, `${name} ${run}`, { now: start + plan.accountAge })).user,
          ),
        );
        const sutPusher = deviceOf(sut!.id, `pusher-${run}-sut`, start);
        const sutUploader = deviceOf(sut!.id, `upload-${run}-sut`, start);
        const refDevices = {
          pusher: deviceOf(ref!.id, `pusher-${run}-ref`, start),
          uploader: deviceOf(ref!.id, `upload-${run}-ref`, start),
        };
        const deliveries: Delivery[] = [];
        const live: Delivery[] = [];
        const liveOf = (device: EngineDevice) => {
          const actions: PushedAction[] = device.pending;
          device.pending = [];
          const at = Math.max(...actions.map((action) => action.at));
          live.push({ at, run: () => pushActions(connection, ref!.id, { clientId: device.clientId, actions }, at) });
        };
        // The setup reaches both servers live.
        const setup = sutPusher.device.pending;
        sutPusher.device.pending = [];
        deliveries.push({
          at: start + 2000,
          run: () =>
            pushActions(connection, sut!.id, { clientId: sutPusher.device.clientId, actions: setup }, start + 2000),
        });
        liveOf(refDevices.pusher.device);
        liveOf(refDevices.uploader.device);

        const moves = plan.moves
          .map((move) => ({ move, at: start + move.day * DAY_MS + move.hour * HOUR_MS }))
          .sort((a, b) => a.at - b.at);
        let lastReceive = start + 2000;
        moves.forEach(({ move, at }, i) => {
          const mine = move.device === "pusher" ? sutPusher : sutUploader;
          if (!play(mine.device, mine.habits, move, at)) return;
          if (move.vacation && move.device === "pusher") vacationsPushed += 1;
          if (move.fix && move.device === "pusher") fixesPushed += 1;
          const theirs = refDevices[move.device];
          if (!play(theirs.device, theirs.habits, move, at))
            throw new Error("the live twin refused what its device took");
          liveOf(theirs.device);
          // The pusher sends what it holds now, or later with what follows.
          if (move.device === "pusher" && (plan.delays[i]! === 0 || i % 3 === 0)) {
            const actions = sutPusher.device.pending;
            sutPusher.device.pending = [];
            const receive = Math.max(lastReceive, at + plan.delays[i]!);
            lastReceive = receive;
            deliveries.push({
              at: receive,
              run: () => pushActions(connection, sut!.id, { clientId: sutPusher.device.clientId, actions }, receive),
            });
          }
        });
        const end = moves.at(-1)!.at;
        if (sutPusher.device.pending.length > 0) {
          const actions = sutPusher.device.pending;
          const receive = Math.max(lastReceive, end + plan.delays[29]!);
          deliveries.push({
            at: receive,
            run: () => pushActions(connection, sut!.id, { clientId: sutPusher.device.clientId, actions }, receive),
          });
        }
        const uploadAt = end + plan.uploadDelay;
        deliveries.push({
          at: uploadAt,
          run: async () => {
            const file = historyFileOf(sutUploader.device, sut!, uploadAt);
            let backup: ReturnType<typeof checkUpload>;
            try {
              backup = checkUpload(file, sut!, uploadAt);
            } catch (error) {
              // Refused whole (times before the account existed): nothing changes.
              if (isGameError(error) && error.code === "VALIDATION") return;
              throw error;
            }
            const target = { clientId: sutUploader.device.clientId, mutationId: 999 };
            await uploadHistory(connection, sut!.id, target, backup, uploadAt);
          },
        });

        for (const delivery of deliveries.sort((a, b) => a.at - b.at)) await delivery.run();
        for (const delivery of live.sort((a, b) => a.at - b.at)) await delivery.run();

        const last = Math.max(...deliveries.map((delivery) => delivery.at));
        const moments = [end, end + DAY_MS, last, last + DAY_MS, Date.now()];
        const [got, bound] = [
          await publicOf(connection, sut!.id, moments),
          await publicOf(connection, ref!.id, moments),
        ];
        // Each public habit's own numbers (rule 21), once everything has arrived: never above its live twin's.
        await Promise.all([sut!, ref!].map((user) => makeProfilePublic(connection, user.id, last)));
        await Promise.all([sut!, ref!].map((user) => makeItemsPublic(connection, user.id)));
        for (const now of [last, last + DAY_MS, Date.now()]) {
          const [mine, twins] = await Promise.all([
            habitsOf(connection, sut!.username, now),
            habitsOf(connection, ref!.username, now),
          ]);
          expect([...mine.keys()].sort()).toEqual([...twins.keys()].sort());
          for (const [title, habit] of mine) {
            const twin = twins.get(title)!;
            // Only copies from before days met were kept say null: every copy here is new.
            for (const numbers of [habit, twin]) expect(numbers.daysMet !== null && numbers.streak !== null).toBe(true);
            expect(habit.daysMet!).toBeLessThanOrEqual(twin.daysMet!);
            expect(habit.streak!).toBeLessThanOrEqual(twin.streak!);
            if (habit.daysMet! > 0) habitsCompared += 1;
          }
        }
        expect(got.daysMet).toBeLessThanOrEqual(bound.daysMet);
        expect(got.bestStreak).toBeLessThanOrEqual(bound.bestStreak);
        expect(got.dayLines).toBeLessThanOrEqual(bound.dayLines);
        got.streaks.forEach((streak, i) => expect(streak).toBeLessThanOrEqual(bound.streaks[i]!));
        got.weeks.forEach((week, i) => expect(week).toBeLessThanOrEqual(bound.weeks[i]!));
      }),
      { numRuns: RUNS },
    );
    // The generator's vacations and past days reach the referee (so their witnessing is exercised),
    // and public habits with days met were compared.
    expect(vacationsPushed).toBeGreaterThan(0);
    expect(fixesPushed).toBeGreaterThan(0);
    expect(habitsCompared).toBeGreaterThan(0);
    expect(measuresPlayed).toBeGreaterThan(0);
  });
});
