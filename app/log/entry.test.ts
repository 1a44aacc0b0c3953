// A journal entry carries a habit's or goal's Public flag (issue #22): a toggle alone is an entry,
// and folding the journal gives the flag back, so a reload and a sync rebuild keep it.
import { describe, expect, it } from "vitest";
import { act, type Action } from "~/game/act";
import { addDays, dayOf } from "~/game/day";
import { runAction } from "~/game/run-action";
import { emptyWorld } from "~/game/world";
import { ALICE, testCtx } from "~test/game";
import { definitionChanges } from "~/game/definitions";
import { applyEntry, isEmptyEntry, replayJournal, replayJournalSteps } from "./entry";
import { JournalEntrySchema } from "~/log/entry-schema";

describe("journal entries and the Public flag", () => {
  it("a toggle alone is a stored change, and folding it back restores the flag", () => {
    const ctx = testCtx();
    const world = act(emptyWorld(ALICE), { type: "habit/create", input: { title: "Read", dailyTarget: 1 } }, ctx).state;
    const habitId = Object.keys(world.habits)[0]!;
    const made = act(
      world,
      {
        type: "goal/create",
        input: { title: "G", description: "D", xpTarget: 10, commitments: [world.habits[habitId]!.commitmentId] },
      },
      ctx,
    ).state;
    const goalId = Object.keys(made.goals)[0]!;
    let after = act(made, { type: "habit/edit", habitId, changes: { isPublic: true } }, ctx).state;
    after = act(after, { type: "goal/edit", goalId, changes: { isPublic: true } }, ctx).state;

    const changes = definitionChanges(made, after);
    expect(isEmptyEntry({ records: [], ...changes })).toBe(false);
    expect(changes.habits?.map((def) => def.isPublic)).toEqual([true]);
    expect(changes.goals?.map((def) => def.isPublic)).toEqual([true]);
    const entry = JournalEntrySchema.parse({ seq: 3, type: "habit/edit", at: ctx.now, records: [], ...changes });
    const folded = applyEntry(made, entry);
    expect(folded.habits[habitId]!.isPublic).toBe(true);
    expect(folded.goals[goalId]!.isPublic).toBe(true);
  });
});

describe("replayJournal", () => {
  it("folds an import's 12,000 records in steps of 5,000 to the world the action made", () => {
    const ctx = testCtx();
    const today = dayOf(ctx.now);
    const days = Array.from({ length: 6_000 }, (_, i) => [addDays(today, -1 - i), 1] as [string, number]);
    const habit = (title: string) => ({
      input: { title, dailyTarget: 1 },
      archived: false,
      days,
      skips: [],
      notes: [],
    });
    const action: Action = {
      type: "habit/import",
      importId: "f1",
      source: "Habitica",
      habits: [habit("A"), habit("B")],
    };
    const run = runAction(
      emptyWorld(ALICE),
      action,
      { now: ctx.now, day: today, userId: ALICE },
      { newId: ctx.newId, refreshId: ctx.newId },
    );
    const entry = JournalEntrySchema.parse({
      seq: 1,
      type: action.type,
      at: ctx.now,
      records: run.records,
      ...run.changes,
    });
    const steps = replayJournalSteps(ALICE, [entry]);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(run.records.length).toBeGreaterThan(12_000);
    expect(pauses).toBe(2);
    expect(step.value).toEqual(run.state);
    expect(replayJournal(ALICE, [entry])).toEqual(run.state);
  });
});
