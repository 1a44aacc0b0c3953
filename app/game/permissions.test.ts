import { describe, expect, it } from "vitest";
import { Tier } from "./constants";
import { permissionsOf } from "./permissions";

describe("permissionsOf", () => {
  it.each([
    [Tier.FREE, false],
    [Tier.PREMIUM, true],
    [Tier.BUSINESS, true],
    [Tier.SUPERFAN, true],
  ])("tier %i has premium = %s", (tier, premium) => {
    expect(permissionsOf({ tier }).premium).toBe(premium);
  });
});
