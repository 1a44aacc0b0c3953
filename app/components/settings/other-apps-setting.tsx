import { Box, Button, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSettingsIntent } from "~/intents/settings";
import { notify } from "~/toasts/notify";
import { downloadFile } from "~/components/download";
import type { Day } from "~/game/day";
import type { HabitSummary } from "~/storage";
import { ImportFromApp } from "./import-from-app";

type LoopFile = "loop/exportDatabase" | "loop/exportCsv";

/** Arriving and leaving (issue #34): import another app's file, or take the habits to Loop Habit Tracker. */
export function OtherAppsSetting({ today, habits }: { today: Day; habits: readonly HabitSummary[] }) {
  const exportIntent = useSettingsIntent();
  const [writing, setWriting] = useState<LoopFile | null>(null);

  async function download(type: LoopFile, mime: string) {
    setWriting(type);
    const result = await exportIntent({ type });
    setWriting(null);
    if (!result.ok) return;
    const { filename, bytes } = result.value;
    downloadFile(filename, new Blob([bytes], { type: mime }));
    notify.success(`Your habits are saved in ${filename}.`);
  }

  return (
    <Stack gap="4">
      <ImportFromApp today={today} habits={habits} />
      <Text>
        To Loop Habit Tracker: each habit with its schedule, kind, unit and target, and every day&apos;s check or value,
        skip and note. XP, coins, goals and the Market stay in Momentum and in your backup.
      </Text>
      <Box>
        <Text mb="2">A backup Loop imports: in Loop, open Settings → Import data and choose this file.</Text>
        <Button
          onClick={() => void download("loop/exportDatabase", "application/vnd.sqlite3")}
          loading={writing === "loop/exportDatabase"}
          loadingText="Writing the file…"
          disabled={writing !== null}
          variant="outline"
        >
          <span aria-hidden="true">⬇️</span> Download a backup Loop can import
        </Button>
      </Box>
      <Box>
        <Text mb="2">The same habits as Loop&apos;s own CSV export, a zip that spreadsheets open too.</Text>
        <Button
          onClick={() => void download("loop/exportCsv", "application/zip")}
          loading={writing === "loop/exportCsv"}
          loadingText="Writing the file…"
          disabled={writing !== null}
          variant="outline"
        >
          <span aria-hidden="true">⬇️</span> Download for Loop Habit Tracker
        </Button>
      </Box>
    </Stack>
  );
}
