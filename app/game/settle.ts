// The one way an operation turns decided records into a new world: apply them,
// then let goals react (a habit +1 can carry a goal over a milestone). So a
// single user action returns every record it causes, in log order.
import type { Ctx } from "./context";
import type { CommitRecord } from "./entity-schemas";
import { goalMilestoneRecords } from "./goal-progress";
import { applyRecords } from "./projection";
import type { World } from "./world";

export type ActionResult<Extra extends object = object> = { state: World; records: CommitRecord[] } & Extra;

export function settleRecords(world: World, records: CommitRecord[], ctx: Ctx): ActionResult {
  const applied = applyRecords(world, records);
  const follow = goalMilestoneRecords(applied, ctx);
  return {
    state: follow.length > 0 ? applyRecords(applied, follow) : applied,
    records: [...records, ...follow],
  };
}
