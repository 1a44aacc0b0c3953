import { constants as zlibConstants, crc32, deflateRawSync } from "node:zlib";

/** A page stored split around a nonce: joined again with any nonce, plain or gzipped. */
export type NonceTemplate = {
  /** The page as sent without compression, with `nonce` in it. */
  html(nonce: string): Buffer;
  /** The same page gzip-encoded, built from blocks compressed once. */
  gzip(nonce: string): Buffer;
};

/** A page stored split around gaps, each filled per answer (the nonce, a viewer's own lines). */
export type SlotTemplate = {
  /** The page without compression, `fillers[i]` in gap i (one filler per gap). */
  html(fillers: readonly Buffer[]): Buffer;
  /** The same page gzip-encoded: the parts' blocks compressed once, the fillers stored as they are. */
  gzip(fillers: readonly Buffer[]): Buffer;
};

/** `parts` joined by a nonce (the public page cache). */
export function nonceTemplate(parts: Buffer[]): NonceTemplate {
  const template = slotTemplate(parts);
  const fill = (nonce: string) => Array<Buffer>(parts.length - 1).fill(Buffer.from(nonce, "utf8"));
  return { html: (nonce) => template.html(fill(nonce)), gzip: (nonce) => template.gzip(fill(nonce)) };
}

/** The most a stored deflate block holds. */
const MAX_STORED = 0xffff;

/**
 * `parts` joined by fillers. The gzip form is a gzip header, each part deflated once
 * (sync-flushed, so blocks can follow), each filler as stored blocks, and a trailer whose
 * CRC-32 joins the fillers' to the parts' precomputed ones.
 */
export function slotTemplate(parts: Buffer[]): SlotTemplate {
  const last = parts.length - 1;
  const deflated = parts.map((part, i) =>
    deflateRawSync(part, { level: 9, finishFlush: i === last ? zlibConstants.Z_FINISH : zlibConstants.Z_SYNC_FLUSH }),
  );
  const crcs = parts.map((part) => crc32(part));
  const shifts = parts.map((part) => crc32Shift(part.length));
  const partsLength = parts.reduce((sum, part) => sum + part.length, 0);
  const header = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 2, 255]);
  const check = (fillers: readonly Buffer[]) => {
    if (fillers.length !== last) throw new Error(`The template has ${last} gaps; ${fillers.length} fillers given.`);
  };
  return {
    html(fillers) {
      check(fillers);
      return Buffer.concat(parts.flatMap((part, i) => (i === 0 ? [part] : [fillers[i - 1]!, part])));
    },
    gzip(fillers) {
      check(fillers);
      let crc = crcs[0]!;
      let length = partsLength;
      const out: Buffer[] = [header, deflated[0]!];
      for (let i = 1; i <= last; i++) {
        const filler = fillers[i - 1]!;
        // Stored, non-final deflate blocks: BFINAL=0, BTYPE=00, then LEN and its complement.
        for (let at = 0; at < filler.length; at += MAX_STORED) {
          const n = Math.min(MAX_STORED, filler.length - at);
          out.push(Buffer.from([0, n & 255, n >> 8, ~n & 255, (~n >> 8) & 255]), filler.subarray(at, at + n));
        }
        out.push(deflated[i]!);
        crc = crc32Combine(crc32(filler, crc), crcs[i]!, shifts[i]!);
        length += filler.length;
      }
      const trailer = Buffer.alloc(8);
      trailer.writeUInt32LE(crc >>> 0, 0);
      trailer.writeUInt32LE(length >>> 0, 4);
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
