import { describe, expect, it } from "vitest";
import {
  DEFAULT_ERROR_TOAST,
  ERRORS,
  GameError,
  INDEXEDDB_ERROR_MESSAGE,
  errorToast,
  isGameError,
  toGameError,
} from "./errors";

describe("error catalogue (spec §8, word for word)", () => {
  it.each([
    ["UNKNOWN_ERROR", "Error", "An unknown error occured. Please try again or restart the application."],
    ["NO_SESSION", "No Active User", "No active user session found. Please login first."],
    ["ITEM_NOT_FOUND", "Thing Not Found", "You tried something on a thing that does not exist."],
    ["NOT_AUTHORIZED", "Not Authorized", "You don't have permissions for this action."],
  ] as const)("%s", (code, title, message) => {
    expect(ERRORS[code]).toEqual({ title, message });
    const error = new GameError(code, { detail: "x" });
    expect(error.message).toBe(message);
    expect(error.detail).toBe("x");
    expect(errorToast(code)).toEqual({ title, message });
  });

  it("INDEXEDDB_ERROR has a message and no toast", () => {
    expect(INDEXEDDB_ERROR_MESSAGE).toBe("An error occured with local IndexedDB.");
    expect(new GameError("INDEXEDDB_ERROR").message).toBe("An error occured with local IndexedDB.");
    expect(errorToast("INDEXEDDB_ERROR")).toBeNull();
  });

  it("default toast", () => {
    expect(DEFAULT_ERROR_TOAST).toEqual({
      title: "Error!",
      message: "An error occurred. Please try again, or restart the app.",
    });
    expect(errorToast(undefined)).toEqual(DEFAULT_ERROR_TOAST);
  });

  it("VALIDATION carries field messages", () => {
    const error = new GameError("VALIDATION", {
      issues: [
        { path: ["title"], message: "Title cannot be empty" },
        { path: [], message: "whole" },
      ],
    });
    expect(error.fieldErrors).toEqual({ title: ["Title cannot be empty"], _: ["whole"] });
  });

  it("toGameError wraps unknown throws as UNKNOWN_ERROR and keeps GameErrors", () => {
    const own = new GameError("NO_SESSION");
    expect(toGameError(own)).toBe(own);
    const wrapped = toGameError(new TypeError("boom"));
    expect(isGameError(wrapped)).toBe(true);
    expect(wrapped.code).toBe("UNKNOWN_ERROR");
    expect(wrapped.detail).toBe("boom");
    expect(isGameError(new Error("x"))).toBe(false);
  });
});
