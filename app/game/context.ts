// What every operation receives from its caller: the clock, the day, an id
// factory and the signed-in user. Keeping them injected is what keeps the engine
// pure: it never reads a clock or a time zone itself.
import { dayOf, type Day } from "./day";
import { GameError } from "./errors";

export type Ctx = {
  /** Current time, ms since epoch. */
  now: number;
  /**
   * The day this action counts for, as the caller's day rule puts `now` (rule 18;
   * storage computes it, a server takes the device's claim). Absent: the UTC day of `now`.
   */
  day?: Day;
  /** Returns a fresh ULID (use a monotonic factory so ids sort in log order). */
  newId: () => string;
  /** The signed-in user; absent means no session. */
  userId?: string;
};

/** The day the action counts for (see Ctx.day). */
export function dayOfCtx(ctx: Pick<Ctx, "now" | "day">): Day {
  return ctx.day ?? dayOf(ctx.now);
}

/** The signed-in user's id, or NO_SESSION. */
export function requireUser(ctx: Ctx): string {
  if (!ctx.userId) throw new GameError("NO_SESSION");
  return ctx.userId;
}

/** The signed-in user's id if they own `item`, else NOT_AUTHORIZED (spec §6). */
export function requireOwner(item: { userId: string }, ctx: Ctx): string {
  const userId = requireUser(ctx);
  if (item.userId !== userId) throw new GameError("NOT_AUTHORIZED");
  return userId;
}

/** The signed-in user's id if this world (its game state) is theirs, else NOT_AUTHORIZED. */
export function requireWorldOwner(world: { game: { user: string } }, ctx: Ctx): string {
  return requireOwner({ userId: world.game.user }, ctx);
}
