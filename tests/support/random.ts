// Seeded randomness for tests that pick actions and moments (crash and fault trials): the same
// seed draws the same sequence, so a failure reproduces from the seed it prints.

/** mulberry32: small, seeded, good enough to pick actions and moments. */
export function seededRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)]!,
  };
}
export type Random = ReturnType<typeof seededRandom>;
