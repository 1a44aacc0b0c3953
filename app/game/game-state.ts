// The game's own numbers. Balances and history are projections of the log
// (see projection.ts); streak and momentum are recomputed by the daily refresh.
import { INITIAL_DAILY_TARGET } from "./constants";
import type { GameState } from "./entity-schemas";

export function initialGameState(user: string, dailyTarget: number = INITIAL_DAILY_TARGET): GameState {
  return {
    user,
    xp: 0,
    coins: 0,
    momentum: 0,
    streak: 0,
    dailyTarget: clampDailyTarget(dailyTarget),
    lastActive: null,
    lastXp: 0,
    lastStreak: 0,
    lastDailyCheck: null,
    xpHistory: {},
  };
}

/** Daily target is clamped at 0 (spec §5); 0 means every day counts as met. */
export function clampDailyTarget(value: number): number {
  return Math.max(0, value);
}

/** Balances never go below 0 (rule 3, docs/rules.md); the record keeps its nominal reward. */
export function clampBalance(value: number): number {
  return Math.max(0, value);
}

/** The settings part of the game: what replay cannot learn from records. */
export type GameSettings = Pick<GameState, "user" | "dailyTarget">;

export function gameSettingsOf(game: GameState): GameSettings {
  return { user: game.user, dailyTarget: game.dailyTarget };
}
