import { describe, expect, it } from "vitest";
import { isBackupReminderDue } from "./backup-log";

const DAY = 86_400_000;
const joinedAt = Date.UTC(2026, 0, 1);
const due = (days: number, entry: { persisted?: boolean | null; exportedAt?: number; reminderDismissedAt?: number }) =>
  isBackupReminderDue({ persisted: false, joinedAt, ...entry }, joinedAt + days * DAY);

describe("home's backup reminder", () => {
  it("waits a week from joining or from the last export", () => {
    expect(due(6.9, {})).toBe(false);
    expect(due(7, {})).toBe(true);
    expect(due(10, { exportedAt: joinedAt + 4 * DAY })).toBe(false);
    expect(due(11, { exportedAt: joinedAt + 4 * DAY })).toBe(true);
  });

  it("a dismissal holds for a week", () => {
    expect(due(12, { reminderDismissedAt: joinedAt + 8 * DAY })).toBe(false);
    expect(due(15, { reminderDismissedAt: joinedAt + 8 * DAY })).toBe(true);
  });

  it("never while the browser keeps the data for sure; when it does not say, the reminder stays", () => {
    expect(due(100, { persisted: true })).toBe(false);
    expect(due(100, { persisted: null })).toBe(true);
  });
});
