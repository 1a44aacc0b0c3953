// The game's own numbers. Balances and history are projections of the log
// (see projection.ts); streak and momentum are recomputed by the daily refresh.
import { INITIAL_DAILY_TARGET } from "./constants";
import { UTC_DAY_RULE } from "./day";
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
    dayRule: { ...UTC_DAY_RULE },
    lastDay: null,
    bridgedDays: [],
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

/**
 * The settings part of the game: what replay cannot learn from records. The day
 * rule and the days its changes bridged are optional: without them, UTC days.
 */
export type GameSettings = Pick<GameState, "user" | "dailyTarget"> &
  Partial<Pick<GameState, "dayRule" | "bridgedDays" | "vacations">>;

export function gameSettingsOf(game: GameState): GameSettings {
  const { user, dailyTarget, dayRule, bridgedDays, vacations } = game;
  return { user, dailyTarget, dayRule, bridgedDays, ...(vacations ? { vacations } : {}) };
}

/** A new game with these settings (the derived fields at their start values). */
export function gameFromSettings(settings: GameSettings): GameState {
  const game = initialGameState(settings.user, settings.dailyTarget);
  if (settings.dayRule) game.dayRule = { ...settings.dayRule };
  if (settings.bridgedDays) game.bridgedDays = [...settings.bridgedDays];
  if (settings.vacations) game.vacations = settings.vacations.map((vacation) => ({ ...vacation }));
  return game;
}
