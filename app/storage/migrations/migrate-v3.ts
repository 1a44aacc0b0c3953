// Migration v3 → v4 (issue #32, ADR 0033). A habit's track gains its checked days (the days with
// a DAILYCHECK standing, the last 31): what "N days a week/month" counts. They are derived from the
// log, so each checkpoint core gets them from a replay of the journal up to its own seq, and
// opening it then gives exactly what a replay of the whole journal gives. Each core is rewritten
// in one setItem; a run cut short simply runs again. Records and entries stay as they are.
import type { Tables } from "~/storage/backend/codec";
import { coreKey, namespaceOf } from "~/storage/backend/keys";
import { CoreSchema, UserRootSchema } from "~/storage/backend/schemas";
import { readJournal } from "~/storage/journal/journal";
import { replayJournal } from "~/log/entry";

export async function migrateV3(tables: Tables): Promise<void> {
  for (const key of await tables.users.keys()) {
    if (!key.startsWith("user/")) continue;
    const root = await tables.users.get(UserRootSchema, key);
    if (!root) continue;
    const ns = namespaceOf(root.user.id, root.gen);
    const core = await tables.game.get(CoreSchema, coreKey(ns));
    if (!core) continue;
    const entries = (await readJournal(tables, ns)).filter((entry) => entry.seq <= core.seq);
    const replayed = replayJournal(root.user.id, entries).tracks.habits;
    const habits = Object.fromEntries(
      Object.entries(core.tracks.habits).map(([id, track]) => {
        const checkedDays = replayed[id]?.checkedDays;
        return [id, checkedDays ? { ...track, checkedDays } : track];
      }),
    );
    await tables.game.set(coreKey(ns), { ...core, tracks: { ...core.tracks, habits } });
  }
}
