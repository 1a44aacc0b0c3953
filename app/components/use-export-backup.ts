import { useState } from "react";
import { useSettingsIntent } from "~/intents/settings";
import { notify } from "~/toasts/notify";
import { backupFilename, downloadText } from "./download";

/** Export my data, wherever it is offered (Settings, home's reminder, sign-out): the file, a toast, busy meanwhile. */
export function useExportBackup(): { exportData: () => Promise<boolean>; exporting: boolean } {
  const exportIntent = useSettingsIntent();
  const [exporting, setExporting] = useState(false);
  async function exportData(): Promise<boolean> {
    setExporting(true);
    const result = await exportIntent({ type: "backup/export" });
    setExporting(false);
    if (!result.ok) return false;
    const filename = backupFilename();
    downloadText(filename, result.value);
    notify.success(`Your data is saved in ${filename}.`);
    return true;
  }
  return { exportData, exporting };
}
