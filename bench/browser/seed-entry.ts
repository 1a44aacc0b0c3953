// Bench-only code run inside the page (bundled by bench/browser.bench.ts, never
// part of the app's build): it makes a history with the engine and stores it
// through the app's own storage API, into the same IndexedDB the app opens.
import { AccountSchema } from "~/account/account";
import { createStorage } from "~/storage";
import { makeHistory } from "../lib/history";

export type SeedResult = { records: number; days: number; generateMs: number; importMs: number; bytes: number };

/** Replaces the signed-in account's local data with `records` records of history ending at `end` (now). */
export async function seed(records: number, end = Date.now()): Promise<SeedResult> {
  const response = await fetch("/auth/session", { credentials: "same-origin", cache: "no-store" });
  const { account } = (await response.json()) as { account: unknown };
  if (!account) throw new Error("seed: nobody is signed in");
  const storage = createStorage({ channelName: null });
  try {
    const user = await storage.signIn(AccountSchema.parse(account));
    const t0 = performance.now();
    const history = makeHistory(user.id, records, end);
    const text = JSON.stringify(history.backup(user));
    const t1 = performance.now();
    await storage.importBackup(user.id, text);
    await storage.flush();
    const t2 = performance.now();
    return { records: history.records, days: history.days, generateMs: t1 - t0, importMs: t2 - t1, bytes: text.length };
  } finally {
    storage.close();
  }
}
