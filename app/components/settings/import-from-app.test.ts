import { describe, expect, it } from "vitest";
import type { ImportedFile, ImportedHabit } from "~/import/imported";
import { importsOf, markAlreadyHere } from "./import-from-app";

const habit = (sourceId: string, name: string): ImportedHabit => ({
  sourceId,
  name,
  description: "",
  kind: { type: "count", target: 1 },
  schedule: { kind: "daily" },
  archived: false,
  days: [{ day: "2026-11-01", amount: 1 }],
  remarks: ["Its reminder is not imported"],
});

const file: ImportedFile = {
  app: "Loop Habit Tracker",
  format: "Loop's CSV export",
  habits: [habit("1", "Meditate"), habit("2", "Run"), habit("3", "Read")],
  leftOut: [],
};

const AT = Date.UTC(2026, 10, 20, 12);

describe("a newer export of what was imported before", () => {
  it("marks each habit an earlier import of the same app brought, and only those, to start unticked", () => {
    const here = [
      { title: "Meditate", imported: { id: "a1", source: "Loop Habit Tracker", at: AT } },
      // Made by hand, or brought from another app: not the same habit.
      { title: "Run" },
      { title: "Read", imported: { id: "b2", source: "Habitica", at: AT } },
    ];
    const { file: marked, alreadyHere } = markAlreadyHere(file, here);
    expect([...alreadyHere]).toEqual(["1"]);
    expect(marked.habits[0]!.remarks).toEqual([
      "Its reminder is not imported",
      "Already here from your import of November 20, 2026: importing it again adds a second one. To bring its newer days, undo that import first",
    ]);
    expect(marked.habits.slice(1)).toEqual(file.habits.slice(1));
    expect(file.habits[0]!.remarks).toHaveLength(1);
  });

  it("marks nothing for a first import", () => {
    expect(markAlreadyHere(file, []).alreadyHere.size).toBe(0);
  });
});

describe("importsOf", () => {
  it("groups the habits still here by import, newest first", () => {
    const imports = importsOf([
      { title: "A", imported: { id: "old", source: "Habitica", at: AT - 1000 } },
      { title: "B", imported: { id: "new", source: "Loop Habit Tracker", at: AT } },
      { title: "C" },
      { title: "D", imported: { id: "old", source: "Habitica", at: AT - 1000 } },
    ]);
    expect(imports).toEqual([
      { id: "new", source: "Loop Habit Tracker", at: AT, titles: ["B"] },
      { id: "old", source: "Habitica", at: AT - 1000, titles: ["A", "D"] },
    ]);
  });
});
