// Ids made from another id, the same on every device and on the server's referee (rule 33): an
// import's day records take theirs from their habit's IMPORT mark, so a device sends the server
// one id per habit, not one per day (a push carries at most MAX_ACTION_IDS ids).
import { idSchema } from "./field-schemas";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A 32-bit avalanche (lowbias32): every input bit moves about half the output bits. */
function mix(x: number): number {
  x ^= x >>> 16;
  x = Math.imul(x, 0x7feb352d);
  x ^= x >>> 15;
  x = Math.imul(x, 0x846ca68b);
  x ^= x >>> 16;
  return x >>> 0;
}

/** Three 32-bit seeds from the whole base id (FNV-1a with three offsets). */
function seedsOf(base: string): [number, number, number] {
  const seeds: [number, number, number] = [0x811c9dc5, 0x01000193 ^ 0x5bd1e995, 0x27d4eb2f];
  for (let i = 0; i < base.length; i += 1) {
    for (let k = 0; k < 3; k += 1) seeds[k] = Math.imul(seeds[k]! ^ base.charCodeAt(i), 0x01000193) >>> 0;
  }
  return seeds;
}

/** The `count` low base-32 digits of `value` in Crockford's alphabet, most significant first. */
function digits(value: number, count: number): string {
  let out = "";
  for (let i = count - 1; i >= 0; i -= 1) out += CROCKFORD[Math.floor(value / 32 ** i) % 32];
  return out;
}

/**
 * The ids that follow `base`, one per call: ULIDs with `base`'s time and 80 bits drawn from
 * `base` and the call's number. Not secret and not sortable among themselves; unique in
 * practice (two of a hundred thousand meet with odds near 10⁻¹⁴).
 */
export function derivedIds(base: string): () => string {
  const time = idSchema.parse(base).slice(0, 10);
  const [a, b, c] = seedsOf(base);
  let n = 0;
  return () => {
    n += 1;
    const x = mix(a ^ mix(n));
    const y = mix(b ^ mix(n ^ 0x9e3779b9));
    const z = mix(c ^ mix(n ^ 0x85ebca6b));
    // 80 bits: 30 + 30 + 20, written as 6 + 6 + 4 digits.
    return time + digits(x >>> 2, 6) + digits(y >>> 2, 6) + digits(z >>> 12, 4);
  };
}
