// Spec §3: a commitment belongs to one habit or one goal. The engine makes a
// fresh commitment id for each new habit and goal; this rule guards the log
// against an id factory that repeats one (storage checks every action with it).
import { GameError } from "./errors";
import type { World } from "./world";

export const COMMITMENT_TAKEN = "Commitment id is already used by another habit or goal.";

type Owner = { id: string; commitmentId: string };

/** VALIDATION on `commitmentId` when one of `owners` claims a commitment another habit or goal of `world` holds. */
export function checkUniqueCommitments(world: World, owners: readonly Owner[]): void {
  for (const owner of owners) {
    const holder = world.index.habitOf[owner.commitmentId] ?? world.index.goalOf[owner.commitmentId];
    if (holder !== undefined && holder !== owner.id) {
      throw new GameError("VALIDATION", { issues: [{ path: ["commitmentId"], message: COMMITMENT_TAKEN }] });
    }
  }
}
