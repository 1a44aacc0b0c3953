import { Button, CloseButton, DataList, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import type { BackupSummary } from "~/storage";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });
const dayFormat = (day: string) => dateFormat.format(Date.parse(`${day}T00:00:00Z`));

export type CurrentData = { habits: number; goals: number; xp: number };

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

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
    <Dialog.Root
      open={summary !== null}
      onOpenChange={(details) => !details.open && !busy && onCancel()}
      role="alertdialog"
      size={{ base: "full", sm: "md" }}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Replace your data with this backup?</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {summary ? (
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                    {fileName}
                  </Text>
                  <DataList.Root orientation="horizontal" size="sm" data-testid="import-summary">
                    <DataList.Item>
                      <DataList.ItemLabel>Backup of</DataList.ItemLabel>
                      <DataList.ItemValue>
                        {summary.user.name} (@{summary.user.username})
                      </DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Exported</DataList.ItemLabel>
                      <DataList.ItemValue>{dateFormat.format(summary.exportedAt)}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Habits</DataList.ItemLabel>
                      <DataList.ItemValue data-testid="import-habits">{summary.habits}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Goals</DataList.ItemLabel>
                      <DataList.ItemValue data-testid="import-goals">{summary.goals}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Records</DataList.ItemLabel>
                      <DataList.ItemValue data-testid="import-records">{summary.records}</DataList.ItemValue>
                    </DataList.Item>
                    <DataList.Item>
                      <DataList.ItemLabel>Activity</DataList.ItemLabel>
                      <DataList.ItemValue data-testid="import-range">
                        {summary.from && summary.to
                          ? summary.from === summary.to
                            ? dayFormat(summary.from)
                            : `${dayFormat(summary.from)} – ${dayFormat(summary.to)}`
                          : "No activity recorded"}
                      </DataList.ItemValue>
                    </DataList.Item>
                  </DataList.Root>
                  <Text>
                    It replaces everything you have on this device now:{" "}
                    <strong data-testid="import-replaces">
                      {plural(current.habits, "habit")}, {plural(current.goals, "goal")} and {current.xp} XP
                    </strong>
                    , with their whole history.
                  </Text>
                  <Text fontSize="sm" color="fg.muted">
                    All or nothing: if anything goes wrong, your current data stays exactly as it is.
                  </Text>
                </Stack>
              ) : null}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onCancel} disabled={busy}>
                Cancel
              </Button>
              <Button colorPalette="red" onClick={onConfirm} loading={busy} loadingText="Importing…">
                Replace my data
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
