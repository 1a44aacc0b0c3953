import { Button, Stack, Text } from "@chakra-ui/react";
import { FactList } from "~/components/fact-list";
import type { BackupSummary } from "~/storage";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { counted } from "~/components/counted";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });
const dayFormat = (day: string) => dateFormat.format(Date.parse(`${day}T00:00:00Z`));

export type CurrentData = { habits: number; goals: number; xp: number };

function activity({ from, to }: BackupSummary): string {
  if (!from || !to) return "No activity recorded";
  return from === to ? dayFormat(from) : `${dayFormat(from)} – ${dayFormat(to)}`;
}

/** Confirms an import: what the file holds, and what on this device it replaces. */
export function ImportDialog({
  summary,
  fileName,
  current,
  busy,
  onConfirm,
  onCancel,
}: {
  summary: BackupSummary | null;
  fileName: string;
  current: CurrentData;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <ConfirmDialog
      open={summary !== null}
      title="Replace your data with this backup?"
      busy={busy}
      onCancel={onCancel}
      confirm={
        <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Importing…">
          Replace my data
        </Button>
      }
    >
      {summary ? (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
            {fileName}
          </Text>
          <FactList
            size="sm"
            testId="import-summary"
            facts={[
              { label: "Backup of", value: `${summary.user.name} (@${summary.user.username})` },
              { label: "Exported", value: dateFormat.format(summary.exportedAt) },
              { label: "Habits", value: summary.habits, testId: "import-habits" },
              { label: "Goals", value: summary.goals, testId: "import-goals" },
              { label: "Records", value: summary.records, testId: "import-records" },
              { label: "Activity", value: activity(summary), testId: "import-range" },
            ]}
          />
          <Text>
            It replaces everything you have on this device now:{" "}
            <strong data-testid="import-replaces">
              {counted(current.habits, "habit")}, {counted(current.goals, "goal")} and {current.xp} XP
            </strong>
            , with their whole history.
          </Text>
          <Text fontSize="sm" color="fg.muted">
            All or nothing: if anything goes wrong, your current data stays exactly as it is.
          </Text>
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
}
