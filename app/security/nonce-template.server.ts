import { constants as zlibConstants, crc32, deflateRawSync } from "node:zlib";

/** A page stored split around a nonce: joined again with any nonce, plain or gzipped. */
export type NonceTemplate = {
  /** The page as sent without compression, with `nonce` in it. */
  html(nonce: string): Buffer;
  /** The same page gzip-encoded, built from blocks compressed once. */
  gzip(nonce: string): Buffer;
};

/**
 * `parts` joined by a nonce. The gzip form is a gzip header, each part deflated
 * once (sync-flushed, so blocks can follow), the nonce as a stored block, and a
 * trailer whose CRC-32 joins the nonce's to the parts' precomputed ones.
 */
export function nonceTemplate(parts: Buffer[]): NonceTemplate {
  const last = parts.length - 1;
  const deflated = parts.map((part, i) =>
    deflateRawSync(part, { level: 9, finishFlush: i === last ? zlibConstants.Z_FINISH : zlibConstants.Z_SYNC_FLUSH }),
  );
  const crcs = parts.map((part) => crc32(part));
  const shifts = parts.map((part) => crc32Shift(part.length));
  const partsLength = parts.reduce((sum, part) => sum + part.length, 0);
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
  return {
    html(nonce) {
      const n = Buffer.from(nonce, "utf8");
      return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [n, part])));
    },
    gzip(nonce) {
      const n = Buffer.from(nonce, "utf8");
      // A stored, non-final deflate block: BFINAL=0, BTYPE=00, then LEN and its complement.
      const stored = Buffer.from([0, n.length & 255, n.length >> 8, ~n.length & 255, (~n.length >> 8) & 255]);
      let crc = crcs[0]!;
      const out: Buffer[] = [header, deflated[0]!];
      for (let i = 1; i <= last; i++) {
        out.push(stored, n, deflated[i]!);
        crc = crc32Combine(crc32(n, crc), crcs[i]!, shifts[i]!);
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE((partsLength + last * n.length) >>> 0, 4);
      out.push(trailer);
      return Buffer.concat(out);
    },
  };
}

// CRC-32 of A+B from crc(A), crc(B) and |B| (zlib's crc32_combine: multiply by x^(8|B|) mod P).
const CRC_POLY = 0xedb88320;
function multModP(a: number, b: number): number {
  let m = 0x80000000;
  let p = 0;
  for (;;) {
    if (a & m) {
      p ^= b;
      if ((a & (m - 1)) === 0) break;
    }
    m >>>= 1;
    b = b & 1 ? (b >>> 1) ^ CRC_POLY : b >>> 1;
  }
  return p >>> 0;
}
const X2N: number[] = [];
for (let n = 0, p = 1 << 30; n < 32; n++, p = multModP(p, p)) X2N.push(p);
/** The operator that appends `length` bytes to a CRC (x^(8·length) mod P). */
function crc32Shift(length: number): number {
  let p = 0x80000000;
  for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n & 1) p = multModP(X2N[k & 31]!, p);
  return p;
}
function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
  return (multModP(shiftB, crcA) ^ crcB) >>> 0;
}
