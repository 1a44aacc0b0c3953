// Error catalogue of spec §8, word for word (including "occured"), plus the
// rule errors the engine raises where the spec names no code.
import { ITEM_LIMITS, MARKET } from "./constants";

export type ToastText = { title: string; message: string };

/** Codes and texts from spec §8. */
export const SPEC_ERRORS = {
  UNKNOWN_ERROR: {
    title: "Error",
    message: "An unknown error occured. Please try again or restart the application.",
  },
  NO_SESSION: {
    title: "No Active User",
    message: "No active user session found. Please login first.",
  },
  ITEM_NOT_FOUND: {
    title: "Thing Not Found",
    message: "You tried something on a thing that does not exist.",
  },
  NOT_AUTHORIZED: {
    title: "Not Authorized",
    message: "You don't have permissions for this action.",
  },
} as const satisfies Record<string, ToastText>;

/** INDEXEDDB_ERROR is logged, never toasted (spec §8). */
export const INDEXEDDB_ERROR_MESSAGE = "An error occured with local IndexedDB.";

/** Rule errors the spec leaves unnamed; texts are ours. */
export const RULE_ERRORS = {
  VALIDATION: { title: "Invalid Input", message: "Please correct the highlighted fields." },
  COUNT_BELOW_ZERO: { title: "Nothing To Undo", message: "Today's count is already 0." },
  ITEM_ENDED: { title: "Already Ended", message: "This item was already given up or completed." },
  GOAL_COMPLETED: { title: "Goal Completed", message: "A completed goal cannot be given up." },
  NOT_A_HABIT: { title: "Not A Habit", message: "Only habit commitments can be part of a goal." },
  ALREADY_IN_GOAL: { title: "Already In Goal", message: "This habit is already part of the goal." },
  NOT_IN_GOAL: { title: "Not In Goal", message: "This habit is not part of the goal." },
  LAST_HABIT: {
    title: "Goal Needs A Habit",
    message: "A goal needs at least one habit: add another before this one leaves.",
  },
  /** Usually raised with the exact numbers (see notEnoughCoins in market.ts). */
  NOT_ENOUGH_COINS: { title: "Not Enough Coins", message: "You do not have enough coins for this." },
  HISTORY_ARRIVING: {
    title: "History Still Arriving",
    message:
      "This device has your account but not yet its whole history from the server. Try again once Sync says Synced.",
  },
  FREEZE_LIMIT: {
    title: "Freeze Limit Reached",
    message: `You already hold ${MARKET.maxFreezes} streak freezes, the most you can hold.`,
  },
  HABIT_LIMIT: {
    title: "Habit Limit Reached",
    message: `You already have ${ITEM_LIMITS.habits} habits, the most an account can hold. Delete one to make room.`,
  },
  NOTHING_TO_UNDO: {
    title: "Nothing To Undo",
    message: "This can no longer be undone: something else has happened since.",
  },
  GOAL_LIMIT: {
    title: "Goal Limit Reached",
    message: `You already have ${ITEM_LIMITS.goals} goals, the most an account can hold. Delete one to make room.`,
  },
} as const satisfies Record<string, ToastText>;

export const ERRORS = { ...SPEC_ERRORS, ...RULE_ERRORS } as const;

export type ToastedErrorCode = keyof typeof ERRORS;
export type ErrorCode = ToastedErrorCode | "INDEXEDDB_ERROR";

/** Default error toast (spec §8). */
export const DEFAULT_ERROR_TOAST: ToastText = {
  title: "Error!",
  message: "An error occurred. Please try again, or restart the app.",
};

/** One field problem, as a form shows it next to the field. */
export type FieldIssue = { path: (string | number)[]; message: string };

/** The only error type the engine throws on purpose. */
export class GameError extends Error {
  readonly code: ErrorCode;
  readonly detail?: string;
  readonly issues: FieldIssue[];

  /** `message` replaces the catalogue text with a more precise one (same title). */
  constructor(code: ErrorCode, options: { detail?: string; issues?: FieldIssue[]; message?: string } = {}) {
    super(options.message ?? (code === "INDEXEDDB_ERROR" ? INDEXEDDB_ERROR_MESSAGE : ERRORS[code].message));
    this.name = "GameError";
    this.code = code;
    this.detail = options.detail;
    this.issues = options.issues ?? [];
  }

  /** Field → messages, for forms. */
  get fieldErrors(): Record<string, string[]> {
    const out: Record<string, string[]> = {};
    for (const issue of this.issues) {
      const key = issue.path.join(".") || "_";
      (out[key] ??= []).push(issue.message);
    }
    return out;
  }
}

export function isGameError(value: unknown): value is GameError {
  return value instanceof GameError;
}

/** Anything thrown becomes a GameError, unknown causes as UNKNOWN_ERROR. */
export function toGameError(value: unknown): GameError {
  if (isGameError(value)) return value;
  const detail = value instanceof Error ? value.message : String(value);
  return new GameError("UNKNOWN_ERROR", { detail });
}

/** The toast for a thrown error: its catalogue title with its own (maybe more precise) message. */
export function toastOfError(error: GameError): ToastText | null {
  const text = errorToast(error.code);
  return text && { title: text.title, message: error.message };
}

/** The toast for an error, or null when the error is not toasted. */
export function errorToast(code: ErrorCode | undefined): ToastText | null {
  if (code === "INDEXEDDB_ERROR") return null;
  if (code === undefined) return DEFAULT_ERROR_TOAST;
  return ERRORS[code];
}

/** 'records[12].reward.xp: Expected number'. */
export function formatIssue(issue: FieldIssue): string {
  const path = issue.path.map((p, i) => (typeof p === "number" ? `[${p}]` : i === 0 ? p : `.${p}`)).join("");
  return path ? `${path}: ${issue.message}` : issue.message;
}
