// Convergence (issue #21): 2–4 devices, each the real browser storage on its own IndexedDB
// (fake-indexeddb through localForage), over one server (in-process SQLite, the real /sync
// route handlers). Random actions while offline, random changes of the day rule (zones with
// odd offsets, both sides of the date line, daylight saving nights: rule 18), random push/pull
// interleavings, duplicated and lost answers; a device may start with history from before sync
// (it goes up in one upload at their first sync and is merged after what the server holds);
// once every device is back online and synced,
// every device holds the server's replay, each action is in the log exactly once and counted
// on the day its device counted it for, and the engine's rules held. Then a new device joins:
// it holds the server's state after its first round (a snapshot) and its replay after the next.
import fc from "fast-check";
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { startSession } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import { readSyncState } from "~/db/sync-state.server";
import { exportSyncData } from "~/db/sync-pull.server";
import { signInAccount } from "~/db/users.server";
import { Tier } from "~/game/constants";
import { addDays, currentDay, dayOfRecord, type Day, type DayRule } from "~/game/day";
import { isGameError } from "~/game/errors";
import type { Action } from "~/game/act";
import { localForageBackend, type MomentumStorage } from "~/storage";
import { foldLog } from "~/log/log-fold";
import type { SyncTransport } from "~/storage/sync/sync-transport";
import { emptyWorld } from "~/game/world";
import { useServerDatabase } from "~test/db";
import { dayRules, startsNearDst } from "~test/day-rules";
import { testStorage, type Clock } from "~test/storage";
import { comparableWorld } from "~test/sync-accounts";
import { routeTransport, type Fault } from "~test/sync-transport";
import { Jar, ORIGIN, useEnv } from "../auth/helpers";

const RUNS = Number(process.env.SYNC_RUNS ?? (process.env.CI ? 300 : 40));

type Step =
  | { kind: "act"; device: number; pick: number; op: number; rule: DayRule }
  | { kind: "sync"; device: number; fault: Fault }
  | { kind: "online"; device: number; online: boolean }
  | { kind: "wait"; ms: number };

const stepArb = (devices: number): fc.Arbitrary<Step> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        kind: fc.constant("act" as const),
        device: fc.nat(devices - 1),
        pick: fc.nat(9),
        op: fc.nat(119),
        rule: dayRules,
      }),
    },
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant("sync" as const),
        device: fc.nat(devices - 1),
        fault: fc.constantFrom<Fault>("none", "none", "lost-answer", "twice"),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({ kind: fc.constant("online" as const), device: fc.nat(devices - 1), online: fc.boolean() }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant("wait" as const),
        ms: fc.integer({ min: 1000, max: 3 * 60 * 60 * 1000 }),
      }),
    },
  );

let dbCount = 0;
let account = 0;

describe("sync convergence (SQLite server, fake-indexeddb devices)", () => {
  useServerDatabase("sqlite", (url) => useEnv({ DATABASE_URL: url, SYNC: "on" }));

  it("every device ends with the server's replay; nothing lost or doubled; rules hold", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc
          .integer({ min: 2, max: 4 })
          .chain((n) => fc.tuple(fc.constant(n), fc.array(stepArb(n), { minLength: 5, maxLength: 30 }))),
        // The account starts a few hours before a clock change (or 8 hours ago): days cross it.
        fc.option(startsNearDst, { nil: undefined }),
        // Which device (at most one: an account takes one history upload, rule 26) was used before
        // sync was on (its history goes up at its first sync).
        fc
          .array(fc.boolean(), { minLength: 4, maxLength: 4 })
          .map((flags) => flags.map((flag, i) => flag && flags.indexOf(true) === i)),
        async ([deviceCount, steps], nearDst, usedBefore) => {
          const db = await getDatabase();
          // Devices' clocks never pass the server's (times must be plausible).
          const start = nearDst ?? Date.now() - 8 * 60 * 60 * 1000;
          let t = start;
          const clock: Clock = { now: () => t, advance: (ms) => void (t += ms), set: (v) => void (t = v) };
          const profile = { provider: "google" as const, providerId: `conv-${++account}`, name: "Ada" };
          const { user } = await signInAccount(db, profile, "accounts", {
            now: start - 1000,
            newId: () => ulid(start - 1000),
          });
          const userId = user.id;

          const devices = await Promise.all(
            Array.from({ length: deviceCount }, async (_, i) => {
              dbCount += 1;
              const storage = testStorage(
                localForageBackend({ app: `sync-a-${dbCount}`, game: `sync-g-${dbCount}` }),
                clock,
              );
              const local = await storage.signIn({ ...profile, tier: Tier.FREE });
              await storage.rekeyUser(local.id, userId);
              const legacy = usedBefore[i]!;
              if (legacy) {
                await storage.dispatch(userId, { type: "habit/create", input: { title: `Old ${i}`, dailyTarget: 2 } });
                const old = (await storage.loadHome(userId)).habits[0]!.habit.id;
                await storage.dispatch(userId, { type: "habit/count", habitId: old, delta: 1 });
              } else await storage.enableSync(userId);
              const jar = new Jar().apply(
                await startSession(new Request(`${ORIGIN}/auth/google/callback`), user, profile, "/home"),
              );
              // `days`: the day each of its actions counted for on the device, in the order it made them.
              const days: Day[] = [];
              return { storage, cookie: jar.header(), online: true, done: 0, days, fault: "none" as Fault, legacy };
            }),
          );

          const transportOf = (device: (typeof devices)[number]): SyncTransport =>
            routeTransport({
              get cookie() {
                return device.cookie;
              },
              get online() {
                return device.online;
              },
              get fault() {
                return device.fault;
              },
            });

          const actionFor = async (
            storage: MomentumStorage,
            { pick, op, rule }: { pick: number; op: number; rule: DayRule },
          ): Promise<{ action: Action; day: Day }> => {
            const home = await storage.loadHome(userId);
            // The day the device must give it (rule 18): today, or today under a new rule, never earlier.
            const today = home.day.today;
            const habit = home.habits[pick % Math.max(1, home.habits.length)]?.habit;
            const plain = (action: Action) => ({ action, day: today });
            if (!habit || op < 15)
              return plain({ type: "habit/create", input: { title: `H${op}`, dailyTarget: 1 + (op % 3) } });
            if (op < 50) return plain({ type: "habit/count", habitId: habit.id, delta: 1 });
            if (op < 72) return plain({ type: "habit/count", habitId: habit.id, delta: -1 });
            if (op < 78) return plain({ type: "habit/delete", habitId: habit.id });
            if (op < 82) return plain({ type: "habit/giveUp", habitId: habit.id });
            if (op < 87) return plain({ type: "habit/edit", habitId: habit.id, changes: { title: `E${op}` } });
            if (op < 95) return { action: { type: "game/setDayRule", ...rule }, day: currentDay(t, rule, today) };
            if (op < 100) return plain({ type: "game/setDailyTarget", dailyTarget: op });
            // Issue #32: schedules, skips and vacations go through the referee like any action.
            if (op < 106)
              return plain({
                type: "habit/edit",
                habitId: habit.id,
                changes: { schedule: op % 2 ? { kind: "weekly", times: 1 + (op % 3) } : { kind: "daily" } },
              });
            if (op < 112) return plain({ type: "habit/skip", habitId: habit.id, day: today, skipped: op % 2 === 0 });
            if (op < 116) {
              const from = addDays(today, 1);
              return plain({ type: "game/planVacation", from, to: addDays(from, op % 2) });
            }
            return plain({ type: "game/endVacation" });
          };

          const sync = async (device: (typeof devices)[number]) => {
            await device.storage.syncNow(userId, transportOf(device)).catch((error: unknown) => {
              if (!(error instanceof Error) || !/offline|lost/.test(error.message)) throw error;
            });
          };

          for (const step of steps) {
            if (step.kind === "wait") clock.advance(Math.min(step.ms, Date.now() - 6 * 60 * 1000 - t));
            else if (step.kind === "online") devices[step.device]!.online = step.online;
            else if (step.kind === "sync") {
              const device = devices[step.device]!;
              device.fault = step.fault;
              await sync(device);
              device.fault = "none";
            } else {
              const device = devices[step.device]!;
              clock.advance(1000);
              const pendingBefore = (await device.storage.syncView(userId))?.pending ?? 0;
              try {
                const { action, day } = await actionFor(device.storage, step);
                await device.storage.dispatch(userId, action);
                // An action that changed nothing (the rule or target it already had) is not kept.
                if (((await device.storage.syncView(userId))?.pending ?? 0) > pendingBefore) {
                  device.done += 1;
                  device.days.push(day);
                }
              } catch (error) {
                if (!isGameError(error) || error.code === "INDEXEDDB_ERROR") throw error;
              }
            }
          }

          // Everyone back online: one round pushes, the second brings every device the whole log.
          for (const device of devices) device.online = true;
          for (let round = 0; round < 2; round++) for (const device of devices) await sync(device);

          const { log } = await exportSyncData(db, userId);
          const server = (await readSyncState(db, userId))?.world ?? emptyWorld(userId);
          // The server's cached state is its log's replay; every device holds exactly that.
          expect(comparableWorld(foldLog(emptyWorld(userId), log))).toEqual(comparableWorld(server));
          for (const device of devices) {
            expect(comparableWorld(await device.storage.world(userId))).toEqual(comparableWorld(server));
            const view = await device.storage.syncView(userId);
            expect(view?.pending).toBe(0);
            // Each action of the device is in the log exactly once, applied or refused, and the
            // server counted each applied one on the day the device counted it for (rule 18).
            const mine = log
              .filter((entry) => entry.clientId === view?.clientId && entry.type !== "import")
              .sort((a, b) => a.mutationId - b.mutationId);
            expect(mine).toHaveLength(device.done);
            // History from before sync went up once, whole: nothing of it refused (honest devices, disjoint ids).
            const uploads = log.filter((entry) => entry.clientId === view?.clientId && entry.type === "import");
            expect(uploads).toHaveLength(device.legacy ? 1 : 0);
            for (const upload of uploads)
              expect(upload.outcome.status === "applied" && upload.outcome.entry.refused).toBeFalsy();
            mine.forEach((entry, i) => {
              // Honest devices: the server refuses only what its engine refuses, never their times or days.
              if (entry.outcome.status === "refused") {
                expect(["TIME_OUT_OF_RANGE", "DAY_IMPLAUSIBLE", "DAY_RULE_UNKNOWN"]).not.toContain(
                  entry.outcome.refusal.code,
                );
                return;
              }
              expect(entry.outcome.entry.day, `day of ${entry.type} #${entry.mutationId}`).toBe(device.days[i]);
              if (entry.type === "game/setDayRule") return; // its refresh may close the day before
              for (const record of entry.outcome.entry.records) expect(dayOfRecord(record)).toBe(device.days[i]);
            });
          }
          // The rules held at every point of the log: coins ≥ 0, one DAILYCHECK standing, milestones once.
          let world = emptyWorld(userId);
          for (const entry of log) {
            world = foldLog(world, [entry]);
            expect(world.game.coins).toBeGreaterThanOrEqual(0);
            for (const track of Object.values(world.tracks.habits))
              expect(track.check?.recordIds.length ?? 0).toBeLessThanOrEqual(1);
            for (const track of Object.values(world.tracks.goals))
              expect(new Set(track.milestones).size).toBe(track.milestones.length);
          }
          // A new device joins: it shows the server's state after one round, the whole log after the next.
          dbCount += 1;
          const late = testStorage(localForageBackend({ app: `sync-a-${dbCount}`, game: `sync-g-${dbCount}` }), clock);
          await late.rekeyUser((await late.signIn({ ...profile, tier: Tier.FREE })).id, userId);
          const lateJar = new Jar().apply(
            await startSession(new Request(`${ORIGIN}/auth/google/callback`), user, profile, "/home"),
          );
          const lateLine = { cookie: lateJar.header(), online: true, fault: "none" as Fault };
          const first = await late.syncNow(userId, routeTransport(lateLine));
          expect(first.more).toBe(log.length > 0);
          expect(comparableWorld(await late.world(userId))).toEqual(comparableWorld(server));
          await late.syncNow(userId, routeTransport(lateLine));
          expect(comparableWorld(await late.world(userId))).toEqual(comparableWorld(server));
          expect(await late.syncView(userId)).toMatchObject({ pending: 0, filling: false });
          late.close();
          for (const device of devices) device.storage.close();
        },
      ),
      { numRuns: RUNS },
    );
  }, 600_000);
});
