import { describe, expect, it } from "vitest";
import { UI_MESSAGES } from "~/components/ui-messages";
import { TOAST_TITLES } from "./toast-titles";

describe("toast titles and screen texts (spec §2, §8, word for word)", () => {
  it("titles per toast type", () => {
    expect(TOAST_TITLES).toEqual({
      success: "Success!",
      warning: "Warning",
      info: "Info",
      loading: "Loading...",
      error: "Error!",
    });
  });

  it("screen texts", () => {
    expect(UI_MESSAGES.homeNoUser).toBe("Failed to load user in home page.");
    expect(UI_MESSAGES.goalNotFound).toEqual({ title: "Oops!", message: "Goal not found." });
  });
});
