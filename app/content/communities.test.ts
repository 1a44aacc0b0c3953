import { describe, expect, it } from "vitest";
import { COMMUNITIES, findCommunity } from "./communities";
import { findGoalTemplate, findHabitTemplate } from "./explore-catalogue";

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("communities", () => {
  it("ships at least 6 communities with unique, URL-safe ids", () => {
    expect(COMMUNITIES.length).toBeGreaterThanOrEqual(6);
    const ids = COMMUNITIES.map((c) => c.id);
    for (const id of ids) {
      expect(id).toMatch(KEBAB);
      expect(encodeURIComponent(id)).toBe(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it.each(COMMUNITIES.map((c) => [c.id, c] as const))("%s is complete", (_, community) => {
    expect(community.name && community.emoji && community.tagline).toBeTruthy();
    // Two or three sentences.
    const sentences = community.description.split(/(?<=[.!?])\s+/).filter(Boolean);
    expect(sentences.length).toBeGreaterThanOrEqual(2);
    expect(sentences.length).toBeLessThanOrEqual(3);
    expect(community.rules.length).toBeGreaterThanOrEqual(4);
    expect(community.rules.length).toBeLessThanOrEqual(6);
    expect(new Set(community.rules).size).toBe(community.rules.length);
  });

  it.each(COMMUNITIES.map((c) => [c.id, c] as const))("%s suggests templates from the catalogue", (_, community) => {
    expect(community.suggestedHabitIds.length + community.suggestedGoalIds.length).toBeGreaterThan(0);
    for (const id of community.suggestedHabitIds) expect(findHabitTemplate(id), id).toBeDefined();
    for (const id of community.suggestedGoalIds) expect(findGoalTemplate(id), id).toBeDefined();
    expect(new Set(community.suggestedHabitIds).size).toBe(community.suggestedHabitIds.length);
    expect(new Set(community.suggestedGoalIds).size).toBe(community.suggestedGoalIds.length);
  });

  it("finds a community by id", () => {
    expect(findCommunity("running")?.name).toBe("Runners' Club");
    expect(findCommunity("nope")).toBeUndefined();
  });
});
