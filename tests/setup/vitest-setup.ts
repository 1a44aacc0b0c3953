// Gives localForage the same IndexedDB driver in Node that it has in the browser.
import "fake-indexeddb/auto";
import fc from "fast-check";

// Property tests draw the same cases on every run, so a red CI is a real regression that
// reproduces. FUZZ_SEED=random explores new cases (a failure prints its seed); FUZZ_SEED=<n> replays one.
const fuzzSeed = process.env.FUZZ_SEED;
if (fuzzSeed !== "random") fc.configureGlobal({ seed: fuzzSeed ? Number(fuzzSeed) : 20_261_122 });
