// The server's check of an uploaded history (ADR 0021): the backup checks a browser runs on an
// import (size, JSON, format and version, every field, owners, unique ids, references), then
// that it is the session user's, and that no time in it is after the server's clock allows or
// before the account existed (less the one day a push allows too: a device's clock may lag).
import { dayOfRecord, dayOf, DAY_MS, HOUR_MS, UTC_OFFSET_RANGE_HOURS } from "~/game/day";
import { GameError, type FieldIssue } from "~/game/errors";
import { formatIssue, parseBackup, type Backup } from "~/log/backup-schema";
import { MAX_CLOCK_AHEAD_MS } from "./protocol";
import { MAX_UPLOAD_BYTES } from "./upload";

export type { Backup };

const MAX_ISSUES = 50;

/** The checked backup; else GameError("VALIDATION") listing what is wrong. Nothing is stored either way. */
export function checkUpload(
  text: string,
  account: { id: string; createdAt: number },
  now: number,
  maxBytes = MAX_UPLOAD_BYTES,
): Backup {
  const backup = parseBackup(text, maxBytes);
  const issues: FieldIssue[] = [];
  const add = (path: (string | number)[], message: string) => {
    if (issues.length < MAX_ISSUES) issues.push({ path, message });
  };
  if (backup.user.id !== account.id) add(["user", "id"], "This history belongs to another user.");
  const latest = now + MAX_CLOCK_AHEAD_MS;
  const earliest = account.createdAt - DAY_MS;
  // The latest day any place on Earth has reached by then (rule 18's widest offset).
  const latestDay = dayOf(latest + UTC_OFFSET_RANGE_HOURS.max * HOUR_MS);
  const late = `Later than the server's clock allows (${new Date(latest).toISOString()}).`;
  const early = `Before this account existed (it was made on ${new Date(account.createdAt).toISOString()}).`;
  const time = (path: (string | number)[], value: number | null) => {
    if (value !== null && value > latest) add(path, late);
    if (value !== null && value < earliest) add(path, early);
  };
  backup.records.forEach((record, i) => {
    time(["records", i, "timestamp"], record.timestamp);
    if (dayOfRecord(record) > latestDay) add(["records", i, "day"], `No place has reached ${dayOfRecord(record)} yet.`);
  });
  for (const part of ["habits", "goals"] as const) {
    backup[part].forEach((item, i) => {
      time([part, i, "createdAt"], item.createdAt);
      time([part, i, "lastUpdated"], item.lastUpdated);
    });
  }
  backup.commitments.forEach((item, i) => time(["commitments", i, "createdAt"], item.createdAt));
  time(["game", "lastDailyCheck"], backup.game.lastDailyCheck);
  const lastDay = backup.game.lastDay;
  if (lastDay && lastDay > latestDay) add(["game", "lastDay"], `No place has reached ${lastDay} yet.`);
  if (issues.length > 0) {
    throw new GameError("VALIDATION", { issues, detail: issues.map(formatIssue).join("\n") });
  }
  return backup;
}
