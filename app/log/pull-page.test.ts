import { describe, expect, it } from "vitest";
import { act, type Action } from "~/game/act";
import { addDays, dayOf } from "~/game/day";
import { finishSteps } from "~/game/steps";
import { emptyWorld } from "~/game/world";
import { T0, testCtx } from "~test/game";
import { PullResponseSchema } from "./protocol";
import { pullPageSteps } from "./pull-page";

const USER = "01J00000000000000000000001";

/** A pull page as the server sends it: an import of 5,000 days, then a refused action. */
function page() {
  const today = dayOf(T0);
  const days = Array.from({ length: 5_000 }, (_, i) => [addDays(today, -1 - i), 1] as [string, number]);
  const habit = { input: { title: "Read", dailyTarget: 1 }, archived: false, days, skips: [], notes: [] };
  const action: Action = { type: "habit/import", importId: "f1", source: "Loop Habit Tracker", habits: [habit] };
  const { records } = act(emptyWorld(USER), action, testCtx(T0));
  return {
    entries: [
      {
        seq: 1,
        clientId: "laptop-0001",
        mutationId: 1,
        type: "habit/import",
        at: T0,
        outcome: { status: "applied", entry: { day: today, records } },
      },
      {
        seq: 2,
        clientId: "laptop-0001",
        mutationId: 2,
        type: "habit/count",
        at: T0,
        outcome: { status: "refused", refusal: { code: "X", message: "No." } },
      },
    ],
    head: 2,
    more: false,
    clients: { "laptop-0001": 2 },
  };
}

describe("pullPageSteps", () => {
  it("checks a page as PullResponseSchema does, pausing after each 2,000 records", () => {
    const json = page();
    // A key the schema does not know is dropped alike.
    (json.entries[0]!.outcome.entry!.records[4_500] as Record<string, unknown>).extra = "dropped";
    const steps = pullPageSteps(json);
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses += 1;
    expect(pauses).toBe(3);
    expect(step.value).toEqual(PullResponseSchema.parse(json));
    expect(step.value.entries[0]!.outcome.status).toBe("applied");
  });

  it("refuses a page with one bad record, as PullResponseSchema does", () => {
    const json = page();
    (json.entries[0]!.outcome.entry!.records[4_500] as Record<string, unknown>).reward = "lots";
    expect(() => PullResponseSchema.parse(json)).toThrow();
    expect(() => finishSteps(pullPageSteps(json))).toThrow();
  });
});
