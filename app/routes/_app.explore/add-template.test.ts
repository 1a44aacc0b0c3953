import { describe, expect, it } from "vitest";
import type { Action } from "~/game/action-schema";
import type { GameActions } from "~/storage";
import { addTemplate } from "./add-template";

/** A storage that keeps what it is asked to do (a habit template is one action). */
function recorder() {
  const actions: Action[] = [];
  const storage = {
    dispatch: async (_userId: string, action: Action) => {
      actions.push(action);
      return { records: [], seq: actions.length };
    },
  } as unknown as GameActions;
  return { storage, actions };
}

describe("adding a catalogue habit", () => {
  it("makes a measure with its unit, direction and target in hundredths (rule 31), a count without one", async () => {
    const { storage, actions } = recorder();
    await expect(addTemplate(storage, "u1", "coffee-limit")).resolves.toEqual({ added: "☕ Two coffees at most" });
    await addTemplate(storage, "u1", "drink-water");
    expect(actions.map((action) => action.type === "habit/create" && action.input)).toEqual([
      expect.objectContaining({ dailyTarget: 200, measure: { unit: "cups", direction: "atMost" } }),
      expect.not.objectContaining({ measure: expect.anything() }),
    ]);
  });
});
