// Test helpers only (imported by *.test.ts, not by the engine or index.ts).
import { monotonicFactory } from "ulid";
import type { Ctx } from "~/game/context";
import { act } from "~/game/act";
import type { Action } from "~/game/action-schema";
import type { CommitRecord } from "~/game/entity-schemas";
import { emptyWorld, type World } from "~/game/world";
import { GameError } from "~/game/errors";

export const ALICE = "01J00000000000000000000001";
export const BOB = "01J00000000000000000000002";
/** 2024-05-10 09:00 UTC. */
export const T0 = Date.UTC(2024, 4, 10, 9, 0, 0);
export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

export type TestCtx = Ctx & { advance: (ms: number) => void };

/** A ctx whose ids are monotonic ULIDs seeded by its own clock; `null` user = no session. */
export function testCtx(start: number = T0, userId: string | null = ALICE): TestCtx {
  const next = monotonicFactory();
  const ctx: TestCtx = {
    now: start,
    userId: userId ?? undefined,
    newId: () => next(ctx.now),
    advance: (ms) => {
      ctx.now += ms;
    },
  };
  return ctx;
}

export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/** Runs actions in order on a frozen world, collecting the log. */
export function run(
  actions: Action[],
  ctx: Ctx,
  world: World = emptyWorld(ALICE),
): { world: World; log: CommitRecord[] } {
  const log: CommitRecord[] = [];
  let current = world;
  for (const action of actions) {
    const result = act(deepFreeze(current), action, ctx);
    log.push(...result.records);
    current = result.state;
  }
  return { world: current, log };
}

export const events = (records: CommitRecord[]) => records.map((r) => `${r.kind}:${r.event}`);

/** Runs `fn`, expecting a GameError with `code`; returns it for more checks. */
export function expectGameError(fn: () => unknown, code: string): GameError {
  let caught: unknown;
  try {
    fn();
  } catch (error) {
    caught = error;
  }
  if (!(caught instanceof GameError)) throw new Error(`expected GameError ${code}, got ${String(caught)}`);
  if (caught.code !== code) throw new Error(`expected GameError ${code}, got ${caught.code}`);
  return caught;
}
