/** One row of RESULTS.md's goals table: what was asked, what was measured, and whether it was met. */
export type Goal = { goal: string; target: string; measured: string; met: boolean | null };
