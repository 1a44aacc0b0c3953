// The preview of another app's file before it is imported (issue #34): each habit as Momentum
// will hold it, what maps only approximately and what is left out, a box to untick what is not
// wanted, and what the import does. The Settings page reads the file and makes the import.
import { Badge, Box, Button, Checkbox, List, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { counted } from "~/components/counted";
import { FactList } from "~/components/fact-list";
import { useLocale } from "~/components/use-locale";
import { IMPORT_LIMITS } from "~/game/constants";
import { IMPORT_MESSAGES } from "~/game/habit-import";
import { describeSchedule } from "~/game/schedule";
import { formatAmount } from "~/game/measure-value";
import type { ImportedFile, ImportedHabit, ImportedKind } from "~/import/imported";

const dateFormat = new Intl.DateTimeFormat("en", { dateStyle: "long", timeZone: "UTC" });
const dayFormat = (day: string) => dateFormat.format(Date.parse(`${day}T00:00:00Z`));

/** What the import does with the days, said before it runs. */
export const IMPORT_PREVIEW_EFFECT =
  "Imported days are your own history: they earn no XP or coins and never count on public pages. You can undo the whole import.";

/** Why Import is unavailable: nothing ticked, or nothing to tick. */
export const IMPORT_PREVIEW_NONE = {
  unticked: "Tick at least one habit to import.",
  empty: "This file has no habits to import.",
} as const;

/** A habit's kind in words: "Yes or no, once a day", "Count, 3 a day", "Measure: at most 2 cups a day". */
export function kindWords(kind: ImportedKind, locale?: string): string {
  if (kind.type === "count")
    return kind.target === 1 ? "Yes or no, once a day" : `Count, ${kind.target.toLocaleString("en-US")} a day`;
  const bound = kind.direction === "atMost" ? "at most" : "at least";
  return `Measure: ${bound} ${formatAmount(kind.target, { unit: kind.unit }, locale)} a day`;
}

/** The first and the last of a habit's days (they are sorted), as long dates; "No days yet" without any. */
export function dateRange(days: ImportedHabit["days"]): string {
  const first = days[0]?.day;
  const last = days.at(-1)?.day;
  if (!first || !last) return "No days yet";
  return first === last ? dayFormat(first) : `${dayFormat(first)} – ${dayFormat(last)}`;
}

/** Days with something logged, days skipped, days with a note. */
function countsOf(days: ImportedHabit["days"]) {
  const done = days.filter((day) => (day.amount ?? 0) > 0).length;
  const skips = days.filter((day) => day.skipped).length;
  const notes = days.filter((day) => (day.note ?? "").trim() !== "").length;
  return { done, skips, notes };
}

/** "12 days done, 2 skips, 3 notes". */
export function dayCounts(days: ImportedHabit["days"]): string {
  const { done, skips, notes } = countsOf(days);
  return `${counted(done, "day done", "days done")}, ${counted(skips, "skip")}, ${counted(notes, "note")}`;
}

/** What a habit's days count against IMPORT_LIMITS.entries: each day done, skip and note. */
function entriesOf(days: ImportedHabit["days"]): number {
  const { done, skips, notes } = countsOf(days);
  return done + skips + notes;
}

/** The unticked habits after a box changes: the dialog's only state. */
export function withTick(unticked: ReadonlySet<string>, sourceId: string, ticked: boolean): ReadonlySet<string> {
  const next = new Set(unticked);
  if (ticked) next.delete(sourceId);
  else next.add(sourceId);
  return next;
}

export type ImportPreviewDialogProps = {
  fileName: string;
  /** The file as read; null keeps the dialog closed. */
  file: ImportedFile | null;
  /** The habits that start unticked (sourceIds): those already here from an earlier import. */
  initiallyUnticked?: ReadonlySet<string>;
  /** While the import runs: nothing changes or closes. */
  busy: boolean;
  /** The ticked habits' sourceIds, in the file's order. */
  onConfirm: (chosen: string[]) => void;
  onCancel: () => void;
};

const NONE: ReadonlySet<string> = new Set();

/**
 * Asks which habits of another app's file to import, every one ticked to begin with (archived
 * ones too) but those already here.
 */
export function ImportPreviewDialog(props: ImportPreviewDialogProps) {
  const locale = useLocale();
  const initial = props.initiallyUnticked ?? NONE;
  // The choice belongs to the file it was made on: another file starts from its own ticks.
  const [choice, setChoice] = useState({ file: props.file, unticked: initial });
  const unticked = choice.file === props.file ? choice.unticked : initial;
  return (
    <ImportPreview
      {...props}
      locale={locale}
      unticked={unticked}
      onTick={(sourceId, ticked) =>
        setChoice((previous) => ({
          file: props.file,
          unticked: withTick(previous.file === props.file ? previous.unticked : initial, sourceId, ticked),
        }))
      }
    />
  );
}

export type ImportPreviewProps = ImportPreviewDialogProps & {
  /** For a measure's numbers ("2.5 km", "2,5 km"). */
  locale: string;
  unticked: ReadonlySet<string>;
  onTick: (sourceId: string, ticked: boolean) => void;
};

/** The dialog as drawn for a choice (no state of its own). */
export function ImportPreview({
  fileName,
  file,
  busy,
  onConfirm,
  onCancel,
  locale,
  unticked,
  onTick,
}: ImportPreviewProps) {
  const habits = file?.habits ?? [];
  const ticked = habits.filter((habit) => !unticked.has(habit.sourceId));
  const chosen = ticked.map((habit) => habit.sourceId);
  const entries = ticked.reduce((sum, habit) => sum + entriesOf(habit.days), 0);
  const reason =
    chosen.length === 0
      ? habits.length === 0
        ? IMPORT_PREVIEW_NONE.empty
        : IMPORT_PREVIEW_NONE.unticked
      : entries > IMPORT_LIMITS.entries
        ? IMPORT_MESSAGES.tooLarge(entries)
        : null;
  const reasonId = "import-preview-none";
  return (
    <ConfirmDialog
      open={file !== null}
      title={file ? `Import from ${file.app}` : "Import from another app"}
      busy={busy}
      onCancel={onCancel}
      confirm={
        <Button
          colorPalette="orange"
          onClick={() => onConfirm(chosen)}
          disabled={reason !== null}
          aria-describedby={reason ? reasonId : undefined}
          loading={busy}
          loadingText="Importing…"
          data-testid="import-preview-confirm"
        >
          Import {counted(chosen.length, "habit")}
        </Button>
      }
    >
      {file ? (
        <Stack gap="4">
          <Stack gap="1">
            <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
              {fileName}
            </Text>
            <Text data-testid="import-preview-format">
              Read as {file.format}: {counted(habits.length, "habit")}.
              {habits.length > 0 ? " Untick any you do not want to import." : ""}
            </Text>
          </Stack>
          {habits.length > 0 ? (
            <Box
              role="region"
              aria-label="Habits in this file"
              tabIndex={0}
              maxH="50vh"
              overflowY="auto"
              borderWidth="1px"
              borderRadius="md"
              focusVisibleRing="inside"
            >
              <Stack as="ul" role="list" listStyleType="none" gap="0" data-testid="import-preview-habits">
                {habits.map((habit, index) => (
                  <ImportPreviewHabit
                    key={habit.sourceId}
                    habit={habit}
                    detailsId={`import-preview-habit-${index}`}
                    ticked={!unticked.has(habit.sourceId)}
                    busy={busy}
                    locale={locale}
                    onTick={onTick}
                  />
                ))}
              </Stack>
            </Box>
          ) : null}
          {file.leftOut.length > 0 ? (
            <Stack gap="1" fontSize="sm" data-testid="import-preview-left-out">
              <Text fontWeight="semibold">Left out of the import</Text>
              <List.Root ps="5">
                {file.leftOut.map((sentence, index) => (
                  <List.Item key={index}>{sentence}</List.Item>
                ))}
              </List.Root>
            </Stack>
          ) : null}
          <Text fontSize="sm" color="fg.muted">
            {IMPORT_PREVIEW_EFFECT}
          </Text>
          <Text id={reasonId} role="status" fontSize="sm" fontWeight="medium" data-testid="import-preview-reason">
            {reason}
          </Text>
        </Stack>
      ) : null}
    </ConfirmDialog>
  );
}

type ImportPreviewHabitProps = {
  habit: ImportedHabit;
  detailsId: string;
  ticked: boolean;
  busy: boolean;
  locale: string;
  onTick: (sourceId: string, ticked: boolean) => void;
};

/** One habit: its box, labelled by its name, and its details, which describe the box. */
export function ImportPreviewHabit({ habit, detailsId, ticked, busy, locale, onTick }: ImportPreviewHabitProps) {
  return (
    <Box as="li" px="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: "0" }}>
      <Checkbox.Root
        value={habit.sourceId}
        checked={ticked}
        disabled={busy}
        onCheckedChange={({ checked }) => onTick(habit.sourceId, checked === true)}
        colorPalette="orange"
        alignItems="flex-start"
        maxW="full"
      >
        <Checkbox.HiddenInput aria-describedby={detailsId} />
        <Checkbox.Control />
        <Checkbox.Label fontWeight="semibold" overflowWrap="anywhere" minW="0">
          {habit.name === "" ? "Untitled habit" : habit.name}
        </Checkbox.Label>
      </Checkbox.Root>
      <Stack id={detailsId} gap="2" ps="7" pt="2" fontSize="sm">
        {habit.archived ? (
          <Badge alignSelf="flex-start" variant="subtle">
            Archived
          </Badge>
        ) : null}
        <FactList
          size="sm"
          facts={[
            { label: "Kind", value: kindWords(habit.kind, locale) },
            { label: "Schedule", value: describeSchedule(habit.schedule) },
            { label: "Dates", value: dateRange(habit.days) },
            ...(habit.days.length > 0 ? [{ label: "History", value: dayCounts(habit.days) }] : []),
          ]}
        />
        {habit.remarks.length > 0 ? (
          <List.Root ps="5" color="fg.muted" overflowWrap="anywhere">
            {habit.remarks.map((remark, index) => (
              <List.Item key={index}>{remark}</List.Item>
            ))}
          </List.Root>
        ) : null}
      </Stack>
    </Box>
  );
}
