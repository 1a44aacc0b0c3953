import { Box, Button, chakra, Stack, Text } from "@chakra-ui/react";
import { useRef, useState, type ChangeEvent } from "react";
import { formatIssue, MAX_BACKUP_BYTES, type BackupSummary } from "~/storage";
import { notify } from "~/toasts/notify";
import { useExportBackup } from "~/components/use-export-backup";
import { FileProblem } from "./file-problem";
import { ImportDialog, type CurrentData } from "./import-dialog";
import type { IntentFailure } from "~/intents/pipeline";
import { useSettingsIntent } from "~/intents/settings";
import { counted } from "~/components/counted";

type Problem = { fileName: string; lines: string[] };

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function problemOf(fileName: string, failure: IntentFailure): Problem {
  const lines = failure.issues.length > 0 ? failure.issues.map(formatIssue) : [failure.message];
  return { fileName, lines };
}

/** Why a backup is not restored into an account that syncs (routes/_app.settings._index.tsx). */
export const RESTORE_WHILE_SYNCED =
  "This account syncs: the server keeps its history and would put it back on this device at the next sync, so a backup cannot be restored over it.";

/** Export all your data as a JSON file; import such a file after a confirmation, all or nothing. */
export function BackupSettings({ current }: { current: CurrentData }) {
  const { exportData, exporting } = useExportBackup();
  const previewIntent = useSettingsIntent();
  const importIntent = useSettingsIntent();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [pending, setPending] = useState<{ text: string; fileName: string; summary: BackupSummary } | null>(null);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once so choosing the same file again is a change too.
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    if (file.size > MAX_BACKUP_BYTES) {
      setProblem({
        fileName: file.name,
        lines: [`The file is ${mb(file.size)}; a backup can be at most ${mb(MAX_BACKUP_BYTES)}.`],
      });
      return;
    }
    setReading(true);
    try {
      const text = await file.text();
      const result = await previewIntent({ type: "backup/preview", text });
      if (!result.ok) setProblem(problemOf(file.name, result));
      else setPending({ text, fileName: file.name, summary: result.value });
    } catch (error) {
      setProblem({ fileName: file.name, lines: [`The file could not be read (${(error as Error).message}).`] });
    } finally {
      setReading(false);
    }
  }

  async function confirmImport() {
    if (!pending) return;
    setImporting(true);
    const result = await importIntent({ type: "backup/import", text: pending.text });
    setImporting(false);
    const { fileName } = pending;
    setPending(null);
    if (!result.ok) {
      setProblem(problemOf(fileName, result));
      return;
    }
    const { habits, goals, records } = result.value;
    notify.success(
      `Imported ${counted(habits, "habit")}, ${counted(goals, "goal")} and ${counted(records, "record")}.`,
    );
  }

  return (
    <Stack gap="5">
      <Box>
        <Text mb="2">
          Download everything you have here (profile, habits, goals and every record) as one JSON file.
        </Text>
        <Button onClick={() => void exportData()} loading={exporting} loadingText="Exporting…" variant="outline">
          <span aria-hidden="true">⬇️</span> Export my data
        </Button>
      </Box>
      <Box>
        <Text mb="2">
          Restore from such a file. You see what it holds before anything changes; it then replaces your current data.
        </Text>
        <chakra.input
          ref={input}
          type="file"
          accept="application/json,.json"
          display="none"
          onChange={(event) => void chooseFile(event)}
          data-testid="import-file"
          tabIndex={-1}
          aria-hidden="true"
        />
        <Button onClick={() => input.current?.click()} loading={reading} loadingText="Checking file…" variant="outline">
          <span aria-hidden="true">⬆️</span> Import a backup…
        </Button>
      </Box>
      {problem ? (
        <FileProblem
          title={`${problem.fileName} cannot be imported. Nothing was changed.`}
          lines={problem.lines}
          testId="import-error"
        />
      ) : null}
      <ImportDialog
        summary={pending?.summary ?? null}
        fileName={pending?.fileName ?? ""}
        current={current}
        busy={importing}
        onConfirm={() => void confirmImport()}
        onCancel={() => setPending(null)}
      />
    </Stack>
  );
}
