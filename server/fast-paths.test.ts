import type { IncomingMessage, ServerResponse } from "node:http";
import { describe, expect, it } from "vitest";
import { serveFastPath, type FastAsk } from "./fast-paths";

const askOf = (method: string): FastAsk => ({
  req: { method, url: "/x" } as IncomingMessage,
  res: {} as ServerResponse,
  pathname: "/x",
  nonce: "n",
});

describe("serveFastPath", () => {
  const tried: string[] = [];
  const path = (name: string, methods: string[], answer: boolean | Promise<boolean>) => ({
    name,
    methods: new Set(methods),
    serve: () => (tried.push(name), answer),
  });

  it("tries the table in order, only the entries for the method, and stops at the first that takes it", () => {
    tried.length = 0;
    const table = [
      path("a", ["GET"], false),
      path("b", ["HEAD"], true),
      path("c", ["GET"], true),
      path("d", ["GET"], true),
    ];
    expect(serveFastPath(table, askOf("GET"))).toBe(true);
    expect(tried).toEqual(["a", "c"]);
  });

  it("hands back the promise of an entry that must look first, and false when nothing takes the request", async () => {
    const later = Promise.resolve(false);
    expect(serveFastPath([path("a", ["GET"], false), path("doc", ["GET"], later)], askOf("GET"))).toBe(later);
    expect(serveFastPath([path("a", ["GET"], true)], askOf("POST"))).toBe(false);
    await later;
  });
});
