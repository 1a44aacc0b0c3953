import type { IncomingMessage } from "node:http";
import { describe, expect, it } from "vitest";
import { clientAddress } from "./client-address";

const request = (remoteAddress: string, forwardedFor?: string) =>
  ({
    socket: { remoteAddress },
    headers: forwardedFor === undefined ? {} : { "x-forwarded-for": forwardedFor },
  }) as unknown as IncomingMessage;

describe("clientAddress", () => {
  it("is the socket's address, X-Forwarded-For ignored unless the server is behind a proxy", () => {
    expect(clientAddress(request("203.0.113.7", "198.51.100.1"), false)).toBe("203.0.113.7");
    expect(clientAddress(request("::ffff:203.0.113.7"), false)).toBe("203.0.113.7");
  });

  it("behind a proxy, takes only the last X-Forwarded-For entry (the one the proxy appended)", () => {
    expect(clientAddress(request("10.0.0.2", "1.2.3.4, 198.51.100.1"), true)).toBe("198.51.100.1");
    expect(clientAddress(request("10.0.0.2", "198.51.100.1, not-an-address"), true)).toBe("10.0.0.2");
    expect(clientAddress(request("10.0.0.2"), true)).toBe("10.0.0.2");
  });
});
