// A journal entry carries a habit's or goal's Public flag (issue #22): a toggle alone is an entry,
// and folding the journal gives the flag back, so a reload and a sync rebuild keep it.
import { describe, expect, it } from "vitest";
import { act } from "~/game/act";
import { emptyWorld } from "~/game/world";
import { ALICE, testCtx } from "~test/game";
import { definitionChanges } from "~/game/definitions";
import { applyEntry, isEmptyEntry } from "./entry";
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
