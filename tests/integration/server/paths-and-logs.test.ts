// Issue 19.4 and 19.5 through the whole pipeline: non-canonical paths go to their canonical
// spelling; malformed ones get a 400; a client's mistake logs one line at most, never a stack,
// while a real server error keeps its stack.
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { rawRequest, startTestApp, type TestApp } from "~test/server-app";

let app: TestApp;
let errors: MockInstance<typeof console.error>;
let warnings: MockInstance<typeof console.warn>;

beforeEach(async () => {
  vi.stubEnv("NODE_ENV", "production");
  errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
  warnings = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  app = await startTestApp();
});
afterEach(async () => {
  await app.close();
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

/** Everything logged, one string per call, with any Error's stack. */
function logged(): string[] {
  return [...errors.mock.calls, ...warnings.mock.calls].map((args) =>
    args.map((arg) => (arg instanceof Error ? `${arg.message}\n${arg.stack}` : String(arg))).join(" "),
  );
}

describe("paths", () => {
  it.each([
    ["/about//", "/about/"],
    ["//about", "/about"],
    ["/legal/%70rivacy-policy", "/legal/privacy-policy"],
    ["/legal//refund-policy?from=x", "/legal/refund-policy?from=x"],
    ["//evil.example/", "/evil.example/"],
  ])("GET %s is sent to %s (301), with the security headers", async (path, location) => {
    const response = await rawRequest(app.port, path);
    expect(response.status).toBe(301);
    expect(response.headers.location).toBe(location);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self' 'nonce-");
    expect(app.seen.renders).toEqual([]);
  });

  // Issue 30.9: /%5C (an escaped backslash) was a 500 with a 60-line stack each time.
  it.each(["/%", "/%E0%A4%A", "/about%", "/legal/%FF", "/%C0%AF", "/%5C", "/%5c", "/about%0A"])(
    "GET %s is a 400 without a stack in the log",
    async (path) => {
      const response = await rawRequest(app.port, path);
      expect(response.status).toBe(400);
      expect(response.body).toBe("Bad Request: this address is not a valid URL.");
      expect(response.headers["content-security-policy"]).toContain("nonce-");
      expect(logged().filter((line) => /\n\s+at /.test(line))).toEqual([]);
    },
  );

  it("serves canonical paths without a detour", async () => {
    for (const path of ["/about", "/legal/", "/legal/privacy-policy"]) {
      expect((await rawRequest(app.port, path)).status, path).toBe(200);
    }
  });
});

describe("logs", () => {
  it.each(["/?_data=root", "/about?_data=routes%2F_www", "/legal/privacy-policy?x=1&_data=root"])(
    "GET %s (Remix's old data request) is a 400 with no stack in the log",
    async (path) => {
      const response = await rawRequest(app.port, path);
      expect(response.status).toBe(400);
      expect(response.body).toBe("Bad Request: this server does not answer ?_data requests.");
      expect(logged().filter((line) => /\n\s+at /.test(line))).toEqual([]);
      expect(app.seen.renders).toEqual([]);
    },
  );

  it("rate-limits a repeated error line: at most 10 a minute of one kind", async () => {
    for (let i = 0; i < 25; i += 1) {
      const response = await rawRequest(app.port, `/about?n=${i}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=b",
      });
      expect(response.status).toBe(405);
    }
    expect(logged()).toHaveLength(10);
  });

  it("a POST to a page without an action: 405 and one line, no stack", async () => {
    for (let i = 0; i < 3; i += 1) {
      const response = await rawRequest(app.port, "/about", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "a=b",
      });
      expect(response.status).toBe(405);
    }
    expect(errors).not.toHaveBeenCalled();
    expect(logged()).toHaveLength(3);
    for (const line of logged()) {
      expect(line).toMatch(/^\[momentum\] 405 POST \/about: You made a POST request to "\/about"/);
      expect(line).not.toContain("\n");
    }
  });

  it("a client's mistake cannot write a line of its own into the log", async () => {
    await rawRequest(app.port, "/about%0A%5Bmomentum%5D%20fake?code=secret", { method: "POST", body: "" });
    for (const line of logged()) {
      expect(line).not.toContain("\n");
      expect(line).not.toContain("secret"); // no query strings: they may hold OAuth codes
    }
  });

  it("a real server error (500) keeps its stack", async () => {
    const response = await rawRequest(app.port, "/broken");
    expect(response.status).toBe(500);
    expect(response.body).not.toContain("broke");
    const [error] = errors.mock.calls.flat();
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toBe("The broken route broke");
    expect((error as Error).stack).toMatch(/\n\s+at /);
  });
});
