// The one clientAction pipeline, through its public functions: a route's schema
// and handlers, a Request in, one result out, and the toasts spec §8 asks for.
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { toast } from "react-toastify/unstyled";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { currentAccount } from "~/device-session/current-account";
import { forgetLocalUser } from "~/device-session/local-user";
import type { User } from "~/game/entity-schemas";
import { GameError } from "~/game/errors";
import { STORAGE_ERROR_EVENT } from "~/toasts/notify";
import { ALICE_ACCOUNT } from "~test/storage";
import { intentAction, type IntentResult } from "./pipeline";

// Who is signed in is the server's answer; here it is set per test. The local user is real (fake IndexedDB).
vi.mock("~/device-session/current-account", () => ({ currentAccount: vi.fn(), forgetAccount: vi.fn() }));
vi.mock("react-toastify/unstyled", () => ({ toast: Object.assign(vi.fn(), { loading: vi.fn() }) }));

const TestIntentSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("test/echo"), text: z.string() }),
  z.object({ type: z.literal("test/fail"), error: z.enum(["validation", "coins", "crash", "storage"]) }),
  z.object({ type: z.literal("test/leave") }),
]);
type TestIntent = z.infer<typeof TestIntentSchema>;
type TestValues = { "test/echo": string; "test/fail": never; "test/leave": never };

const FAILURES = {
  validation: () => new GameError("VALIDATION", { issues: [{ path: ["title"], message: "Title cannot be empty" }] }),
  coins: () => new GameError("NOT_ENOUGH_COINS", { message: "Not enough coins: this costs 10 and you have 3." }),
  crash: () => new TypeError("x is undefined"),
  storage: () => new GameError("INDEXEDDB_ERROR"),
};

const echo = vi.fn(({ text }: { text: string }, user: User) => `${user.name}: ${text}`);
const clientAction = intentAction<TestIntent, TestValues>(TestIntentSchema, {
  "test/echo": echo,
  "test/fail": ({ error }) => {
    throw FAILURES[error]();
  },
  "test/leave": () => new Response(null, { status: 302, headers: { Location: "/" } }),
});

const args = (request: Request): ClientActionFunctionArgs => ({
  request,
  params: {},
  context: undefined,
  serverAction: () => Promise.reject(new Error("no server action")),
});
const json = (body: unknown) =>
  args(
    new Request("http://localhost/test", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    }),
  );
const form = (fields: Record<string, string>) =>
  args(new Request("http://localhost/test", { method: "POST", body: new URLSearchParams(fields) }));

/** The toasts shown, as [title, message]. */
function toasts(): [string, string][] {
  return vi.mocked(toast).mock.calls.map(([body]) => {
    const { title, message } = (body as { props: { title: string; message: string } }).props;
    return [title, message];
  });
}

let storageAlerts: string[];

beforeEach(() => {
  vi.mocked(currentAccount).mockResolvedValue(ALICE_ACCOUNT);
  vi.mocked(toast).mockClear();
  echo.mockClear();
  forgetLocalUser();
  storageAlerts = [];
  const page = new EventTarget();
  page.addEventListener(STORAGE_ERROR_EVENT, (event) => storageAlerts.push(String((event as CustomEvent).detail)));
  vi.stubGlobal("window", page);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("intentAction", () => {
  it("hands the intent, checked and narrowed to its type, to its handler with the signed-in user", async () => {
    const result = await clientAction(json({ type: "test/echo", text: "hi", extra: "dropped" }));
    expect(result).toEqual({ ok: true, value: `${ALICE_ACCOUNT.name}: hi` });
    expect(echo).toHaveBeenCalledWith(
      { type: "test/echo", text: "hi" },
      expect.objectContaining({ name: ALICE_ACCOUNT.name }),
    );
    expect(toasts()).toEqual([]);
  });

  it("reads a plain form's fields as well as a JSON body", async () => {
    const result = await clientAction(form({ type: "test/echo", text: "from a form" }));
    expect(result).toEqual({ ok: true, value: `${ALICE_ACCOUNT.name}: from a form` });
  });

  it("answers a handler's Response (a redirect) as it is", async () => {
    const result = await clientAction(json({ type: "test/leave" }));
    expect(result).toBeInstanceOf(Response);
    expect((result as Response).headers.get("Location")).toBe("/");
  });

  it("a body its schema refuses is UNKNOWN_ERROR, toasted, and no handler runs", async () => {
    for (const body of [{ type: "test/echo", text: 7 }, { type: "test/other" }, "not an intent"]) {
      vi.mocked(toast).mockClear();
      const result = (await clientAction(json(body))) as IntentResult<string>;
      expect(result).toMatchObject({ ok: false, code: "UNKNOWN_ERROR", fieldErrors: {} });
      expect(toasts()).toEqual([["Error", "An unknown error occured. Please try again or restart the application."]]);
    }
    expect(echo).not.toHaveBeenCalled();
  });

  it("with no one signed in: NO_SESSION, toasted, and no handler runs", async () => {
    vi.mocked(currentAccount).mockResolvedValue(null);
    const result = await clientAction(json({ type: "test/echo", text: "hi" }));
    expect(result).toMatchObject({ ok: false, code: "NO_SESSION" });
    expect(toasts()).toEqual([["No Active User", "No active user session found. Please login first."]]);
    expect(echo).not.toHaveBeenCalled();
  });

  it("VALIDATION goes back to the fields, without a toast", async () => {
    const result = await clientAction(json({ type: "test/fail", error: "validation" }));
    expect(result).toEqual({
      ok: false,
      code: "VALIDATION",
      message: "Please correct the highlighted fields.",
      issues: [{ path: ["title"], message: "Title cannot be empty" }],
      fieldErrors: { title: "Title cannot be empty" },
    });
    expect(toasts()).toEqual([]);
  });

  it("any other GameError is its catalogue toast, with its own message where it is more precise", async () => {
    const result = await clientAction(json({ type: "test/fail", error: "coins" }));
    expect(result).toMatchObject({ ok: false, code: "NOT_ENOUGH_COINS", fieldErrors: {} });
    expect(toasts()).toEqual([["Not Enough Coins", "Not enough coins: this costs 10 and you have 3."]]);
  });

  it("anything else thrown is UNKNOWN_ERROR's toast", async () => {
    const result = await clientAction(json({ type: "test/fail", error: "crash" }));
    expect(result).toMatchObject({ ok: false, code: "UNKNOWN_ERROR" });
    expect(toasts()).toEqual([["Error", "An unknown error occured. Please try again or restart the application."]]);
  });

  it("INDEXEDDB_ERROR is not toasted: the page's storage alert says it", async () => {
    const result = await clientAction(json({ type: "test/fail", error: "storage" }));
    expect(result).toMatchObject({ ok: false, code: "INDEXEDDB_ERROR" });
    expect(toasts()).toEqual([]);
    expect(storageAlerts).toEqual(["An error occured with local IndexedDB."]);
  });
});
