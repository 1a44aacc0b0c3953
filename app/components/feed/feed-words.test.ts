import { describe, expect, it } from "vitest";
import { dayOfRecord } from "~/game/day";
import type { CommitRecord } from "~/game/entity-schemas";
import type { FeedItem } from "~/storage";
import { describeData, foldCounts, runAmounts, runRecordWords } from "./feed-words";

const DAY = 86_400_000;
let n = 0;
function item(
  record: Partial<CommitRecord>,
  title: string | null = "Read",
  names: Record<string, string> = {},
): FeedItem {
  n += 1;
  const full = {
    id: `r${n}`,
    userId: "u",
    kind: "Habit",
    event: "COUNT_UP",
    instanceId: "h1",
    timestamp: 10 * DAY + n,
    reward: { xp: 1, coins: 0 },
    data: {},
    ...record,
  } as CommitRecord;
  return { record: full, title, names, day: dayOfRecord(full) };
}

describe("describeData", () => {
  it("reads a note (rule 32) as itself with its day, and a removed one as removed", () => {
    const written = item({ event: "NOTE", reward: { xp: 0, coins: 0 }, day: "1970-01-05", data: { note: "Ran @sam" } });
    expect(describeData(written)).toBe("note on 1970-01-05: Ran @sam");
    const removed = item({ event: "NOTE", reward: { xp: 0, coins: 0 }, data: { note: "" } });
    expect(describeData(removed)).toBe("note on 1970-01-11 removed");
  });

  it("reads an import's mark (rule 33) by its app, and an imported day by its amount, unit and note", () => {
    const zero = { xp: 0, coins: 0 };
    expect(describeData(item({ event: "IMPORT", reward: zero, data: { source: "Loop Habit Tracker" } }))).toBe(
      "imported from Loop Habit Tracker",
    );
    expect(describeData(item({ event: "IMPORT", reward: zero, data: { source: "Habitica", archived: true } }))).toBe(
      "imported from Habitica, archived there",
    );
    const counted = item({ event: "IMPORT", reward: zero, day: "2024-05-02", data: { amount: 3, note: "Tired" } });
    expect(describeData(counted)).toBe("3 imported for 2024-05-02: Tired");
    const measured = {
      ...item({ event: "IMPORT", reward: zero, day: "2024-05-03", data: { amount: 250 } }),
      measure: { unit: "km", direction: "atLeast" as const },
    };
    expect(describeData(measured, "en-US")).toBe("2.5 km imported for 2024-05-03");
    expect(describeData(item({ event: "IMPORT", reward: zero, day: "2024-05-04", data: { note: "Rest" } }))).toBe(
      "note imported for 2024-05-04: Rest",
    );
  });

  it("names habits instead of ids", () => {
    const start = item({ kind: "Goal", event: "START", data: { commitments: ["c1", "c2"] } }, "Get fit", {
      c1: "Run",
      c2: "Swim",
    });
    expect(describeData(start)).toBe("started with Run, Swim");
    const join = item({ kind: "Goal", event: "COMMITMENT_ADD", data: { commitmentId: "c1" } }, "Get fit", {
      c1: "Run",
    });
    expect(describeData(join)).toBe("Run joined goal Get fit");
    const drop = item({ kind: "Goal", event: "COMMITMENT_DROP", data: { commitmentId: "c9" } }, "Get fit");
    expect(describeData(drop)).toBe("a habit that no longer exists left goal Get fit");
  });
  it("says what other data means, and nothing for none", () => {
    expect(
      describeData(item({ event: "ROLLBACK_DAILYCHECK", data: { originalId: "x", reason: "manual_rollback" } })),
    ).toBe("undoes an earlier record");
    expect(describeData(item({ kind: "Goal", event: "REACH", data: { reason: "small_goal" } }))).toMatch(/no bonus/);
    expect(describeData(item({ kind: "Market", event: "REWARD_REDEEM", data: { title: "Tea", price: 5 } }))).toBe(
      "“Tea” for 5 coins",
    );
    expect(describeData(item({ data: {} }))).toBeNull();
    expect(describeData(item({ data: null }))).toBeNull();
  });
});

describe("foldCounts", () => {
  it("folds consecutive +1/−1 of one habit on one day, and nothing else", () => {
    const a = [item({}), item({ event: "COUNT_DOWN", reward: { xp: -1, coins: 0 } }), item({})];
    const check = item({ event: "DAILYCHECK", reward: { xp: 5, coins: 0 } });
    const other = [item({ instanceId: "h2" }), item({ instanceId: "h2", timestamp: 11 * DAY })];
    const lines = foldCounts([...a, check, ...other]);
    expect(
      lines.map((line) => (line.kind === "one" ? line.item.record.id : line.items.map((i) => i.record.id))),
    ).toEqual([a.map((i) => i.record.id), check.record.id, other[0]!.record.id, other[1]!.record.id]);
  });
  it("splits a run where the day it counted for changes, not where the UTC date does", () => {
    // Same UTC date, two of the user's days (a day rule moved the boundary): two lines.
    const lines = foldCounts([item({ day: "1970-01-11" }), item({ day: "1970-01-11" }), item({ day: "1970-01-10" })]);
    expect(lines.map((line) => line.kind)).toEqual(["counts", "one"]);
  });
});

describe("a past day's edit in the feed (rule 30)", () => {
  it("says what it changed and whether it paid, and stays out of that day's run of clicks", () => {
    const paid = item({ event: "COUNT_UP", data: { amount: 3 }, reward: { xp: 3, coins: 0 } });
    const unpaid = item({ event: "COUNT_DOWN", data: { amount: 2, reason: "past_edit" }, reward: { xp: 0, coins: 0 } });
    expect(describeData(paid)).toBe("+3: a past day set from the habit's page");
    expect(describeData(unpaid)).toBe("−2: a past day set from the habit's page (more than two days ago: no XP)");
    const clicks = [item({ data: null }), item({ data: null })];
    const lines = foldCounts([clicks[0]!, { ...paid, day: clicks[0]!.day }, clicks[1]!]);
    expect(lines.map((line) => line.kind)).toEqual(["one", "one", "one"]);
  });
});

describe("a measure's values in the feed (rule 31)", () => {
  const KM = { unit: "km", direction: "atLeast" as const };
  const value = (record: Partial<CommitRecord>) => ({ ...item(record, "Run"), measure: KM });

  it("reads a value as an amount of the unit, a past day's too, never as a count of units", () => {
    expect(describeData(value({ data: { value: 250 } }), "en-US")).toBe("+2.5 km");
    expect(describeData(value({ event: "COUNT_DOWN", data: { value: 250 } }), "en-US")).toBe("−2.5 km");
    expect(describeData(value({ data: { value: 250, past: true } }), "en-US")).toBe(
      "+2.5 km: a past day set from the habit's page",
    );
    expect(
      describeData(value({ event: "COUNT_DOWN", data: { value: 1050, past: true, reason: "past_edit" } }), "de-DE"),
    ).toBe("−10,5 km: a past day set from the habit's page (more than two days ago: no XP)");
    // A habit the feed cannot find still shows the number, without a unit it does not know.
    expect(describeData(item({ data: { value: 250 } }), "en-US")).toBe("+2.5");
  });

  it("folds a day's values into one line that adds them up in the unit, each value listed", () => {
    const values = [
      value({ data: { value: 500 } }),
      value({ data: { value: 250 } }),
      value({ event: "COUNT_DOWN", data: { value: 250 }, reward: { xp: -1, coins: 0 } }),
    ];
    const past = value({ data: { value: 100, past: true } });
    const lines = foldCounts([...values, { ...past, day: values[0]!.day }]);
    expect(lines.map((line) => line.kind)).toEqual(["counts", "one"]);
    const run = lines[0]!;
    if (run.kind !== "counts") throw new Error("expected a run");
    expect(runAmounts(run.items, "en-US")).toBe("+7.5 km, −2.5 km");
    expect(run.items.map((entry) => runRecordWords(entry, "en-US"))).toEqual(["+5 km", "+2.5 km", "−2.5 km"]);
    // A count's run says nothing more than its events' ×N.
    expect(runAmounts([item({}), item({})], "en-US")).toBeNull();
    expect(runRecordWords(item({ data: null }), "en-US")).toBeNull();
  });
});
