// Who a request comes from, for per-client limits: the socket's peer address. Only when the
// configuration says the server is behind a reverse proxy (TRUST_PROXY=on) is X-Forwarded-For
// read, and then only its last entry: the one our proxy appended. Entries before it are
// whatever the client wrote, and trusting them would let anyone pick their own address.
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";

const UNKNOWN = "unknown";

export function clientAddress(req: IncomingMessage, trustProxy: boolean): string {
  const peer = normalize(req.socket.remoteAddress ?? UNKNOWN);
  if (!trustProxy) return peer;
  const header = req.headers["x-forwarded-for"];
  const last = (Array.isArray(header) ? header.join(",") : (header ?? "")).split(",").at(-1)?.trim() ?? "";
  return isIP(last) ? normalize(last) : peer;
}

/** An IPv4 address seen through an IPv6 socket (`::ffff:1.2.3.4`) is the same client as `1.2.3.4`. */
function normalize(address: string): string {
  return address.startsWith("::ffff:") && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}
