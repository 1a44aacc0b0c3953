import { describe, expect, it } from "vitest";
import { Tier } from "~/game/constants";
import { TIER_NAMES, TIER_PLANS } from "./tiers";

describe("tiers", () => {
  it("lists the plans in the order of the numeric tiers", () => {
    expect(TIER_NAMES[Tier.FREE]).toBe("Free");
    expect(TIER_NAMES[Tier.PREMIUM]).toBe("Premium");
    expect(TIER_NAMES[Tier.BUSINESS]).toBe("Business");
    expect(TIER_NAMES[Tier.SUPERFAN]).toBe("Superfan");
    expect(TIER_PLANS).toHaveLength(4);
  });
});
