import { Box, Button, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useSettingsIntent } from "~/intents/settings";
import { notify } from "~/toasts/notify";
import { downloadFile } from "~/components/download";

/** Leaving is as easy as arriving (issue #34): the habits as Loop Habit Tracker's CSV export. */
export function OtherAppsSetting() {
  const exportIntent = useSettingsIntent();
  const [exporting, setExporting] = useState(false);

  async function downloadForLoop() {
    setExporting(true);
    const result = await exportIntent({ type: "loop/exportCsv" });
    setExporting(false);
    if (!result.ok) return;
    const { filename, bytes } = result.value;
    downloadFile(filename, new Blob([bytes], { type: "application/zip" }));
    notify.success(`Your habits are saved in ${filename}.`);
  }

  return (
    <Box>
      <Text mb="2">
        A zip in Loop Habit Tracker&apos;s CSV export format: each habit with its schedule, kind, unit and target, and
        every day&apos;s check or value, skip and note. Spreadsheets open it too. XP, coins, goals and the Market are
        not in it: they stay in your backup.
      </Text>
      <Button
        onClick={() => void downloadForLoop()}
        loading={exporting}
        loadingText="Writing the file…"
        variant="outline"
      >
        <span aria-hidden="true">⬇️</span> Download for Loop Habit Tracker
      </Button>
    </Box>
  );
}
