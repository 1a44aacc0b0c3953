// The ceiling for bench/server.bench.ts: a bare node:http server answering each
// benchmarked path with the bytes and headers our server sent for it, nothing
// else (no routing, no nonce, no compression at request time).
// Usage: node --import tsx bench/ceiling-server.ts <responses.json>   (PORT from the environment)
import { readFileSync } from "node:fs";
import { createServer } from "node:http";

type Variant = { headers: Record<string, string>; body: string };
type Responses = Record<string, { gzip?: Variant; identity: Variant }>;

const file = process.argv[2];
if (!file) throw new Error("usage: ceiling-server.ts <responses.json>");
const responses = JSON.parse(readFileSync(file, "utf8")) as Responses;
const ready = new Map(
  Object.entries(responses).map(([path, variants]) => [
    path,
    {
      gzip: variants.gzip && { headers: variants.gzip.headers, body: Buffer.from(variants.gzip.body, "base64") },
      identity: { headers: variants.identity.headers, body: Buffer.from(variants.identity.body, "base64") },
    },
  ]),
);

createServer((req, res) => {
  const variants = ready.get(req.url ?? "");
  if (!variants) {
    res.writeHead(404).end();
    return;
  }
  const variant =
    variants.gzip && /\bgzip\b/.test(req.headers["accept-encoding"] ?? "") ? variants.gzip : variants.identity;
  res.writeHead(200, { ...variant.headers, "content-length": variant.body.length });
  res.end(variant.body);
}).listen(Number(process.env.PORT), process.env.HOST ?? "127.0.0.1");
