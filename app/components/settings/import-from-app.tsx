import { Box, Button, chakra, List, Text } from "@chakra-ui/react";
import { useRef, useState, type ChangeEvent } from "react";
import type { Day } from "~/game/day";
import type { HabitSummary } from "~/storage";
import type { ImportedFile } from "~/import/imported";
import type { IntentFailure } from "~/intents/pipeline";
import { useSettingsIntent } from "~/intents/settings";
import { counted } from "~/components/counted";
import { notify, type ToastAction } from "~/toasts/notify";
import { FileProblem } from "./file-problem";
import { ImportPreviewDialog } from "./import-preview";

/** A file read for import; `alreadyHere`: its habits an earlier import of the same app brought, unticked at first. */
type Read = { fileName: string; file: ImportedFile; importId: string; alreadyHere: ReadonlySet<string> };
type Imported = { id: string; source: string; at: number; titles: string[] };

/** The imports whose habits are still here, newest first: each can be undone from Settings too. */
export function importsOf(habits: readonly Pick<HabitSummary, "title" | "imported">[]): Imported[] {
  const byId = new Map<string, Imported>();
  for (const { title, imported } of habits) {
    if (!imported) continue;
    const found = byId.get(imported.id) ?? { id: imported.id, source: imported.source, at: imported.at, titles: [] };
    found.titles.push(title);
    byId.set(imported.id, found);
  }
  return [...byId.values()].sort((a, b) => b.at - a.at);
}

const importDate = new Intl.DateTimeFormat("en", { dateStyle: "long" });

/**
 * A newer export of what was imported before is another file: its habits would come in twice.
 * Each habit of `file` whose name a habit imported earlier from the same app has gets a remark
 * saying so, and starts unticked.
 */
export function markAlreadyHere(
  file: ImportedFile,
  habits: readonly Pick<HabitSummary, "title" | "imported">[],
): { file: ImportedFile; alreadyHere: ReadonlySet<string> } {
  const earlier = new Map<string, number>();
  for (const { title, imported } of habits) if (imported?.source === file.app) earlier.set(title, imported.at);
  const alreadyHere = new Set<string>();
  const marked = file.habits.map((habit) => {
    const at = earlier.get(habit.name);
    if (at === undefined) return habit;
    alreadyHere.add(habit.sourceId);
    const remark = `Already here from your import of ${importDate.format(at)}: importing it again adds a second one. To bring its newer days, undo that import first`;
    return { ...habit, remarks: [...habit.remarks, remark] };
  });
  return { file: { ...file, habits: marked }, alreadyHere };
}
type Problem = { title: string; lines: string[] };
const cannotImport = (fileName: string) => `${fileName} cannot be imported. Nothing was changed.`;

const linesOf = (failure: IntentFailure) =>
  failure.issues.length > 0 ? failure.issues.map((issue) => issue.message) : [failure.message];

/** The file read off the page (a worker), fitted to Momentum for `today`, and its import id. */
async function readForImport(file: File, today: Day, habits: readonly HabitSummary[]): Promise<Read> {
  // The readers, zip and SQLite load only when someone imports.
  const [{ readFileToImport }, { importIdOf, planImport }] = await Promise.all([
    import("~/import/import-reader"),
    import("~/import/import-plan"),
  ]);
  const [read, importId] = await Promise.all([readFileToImport(file), file.arrayBuffer().then(importIdOf)]);
  return { fileName: file.name, importId, ...markAlreadyHere(planImport(read, today), habits) };
}

function UndoImportButton({ importId, close }: { importId: string; close: () => void }) {
  const undo = useSettingsIntent();
  return (
    <button
      type="button"
      className="btn-toast-action"
      onClick={() => {
        close();
        void undo({ type: "habit/undoImport", importId }).then((result) => {
          if (result.ok) notify.success("The import is undone: its habits are deleted.");
          else notify.error(linesOf(result).join(" "));
        });
      }}
    >
      Undo
    </button>
  );
}

const undoImport =
  (importId: string): ToastAction =>
  (close) => <UndoImportButton importId={importId} close={close} />;

/** Settings → Import from another app (issue #34): choose a file, see what it holds, import what is ticked. */
export function ImportFromApp({ today, habits }: { today: Day; habits: readonly HabitSummary[] }) {
  const importIntent = useSettingsIntent();
  const undoIntent = useSettingsIntent();
  const input = useRef<HTMLInputElement>(null);
  const [reading, setReading] = useState(false);
  const [importing, setImporting] = useState(false);
  const [read, setRead] = useState<Read | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);

  async function chooseFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared at once so choosing the same file again is a change too.
    event.target.value = "";
    if (!file) return;
    setProblem(null);
    setReading(true);
    try {
      setRead(await readForImport(file, today, habits));
    } catch (error) {
      setProblem({ title: cannotImport(file.name), lines: [(error as Error).message] });
    } finally {
      setReading(false);
    }
  }

  async function confirm(chosen: string[]) {
    if (!read) return;
    setImporting(true);
    const { importActionOf } = await import("~/import/import-plan");
    const result = await importIntent(importActionOf(read.file, chosen, read.importId));
    setImporting(false);
    setRead(null);
    if (!result.ok) {
      setProblem({ title: cannotImport(read.fileName), lines: linesOf(result) });
      return;
    }
    notify.success(
      `Imported ${counted(result.value, "habit")} from ${read.file.app}.`,
      undefined,
      undoImport(read.importId),
    );
  }

  async function undo({ id, source }: Imported) {
    setProblem(null);
    const result = await undoIntent({ type: "habit/undoImport", importId: id });
    if (result.ok) notify.success("The import is undone: its habits are deleted.");
    else setProblem({ title: `The import from ${source} is not undone. Nothing was changed.`, lines: linesOf(result) });
  }

  const imports = importsOf(habits);
  return (
    <Box>
      <Text mb="2">
        Bring your history from Loop Habit Tracker (its CSV export or its backup) or Habitica (its data export). You see
        every habit before anything changes.
      </Text>
      <chakra.input
        ref={input}
        type="file"
        accept=".zip,.db,.json,application/zip,application/json"
        display="none"
        onChange={(event) => void chooseFile(event)}
        data-testid="import-app-file"
        tabIndex={-1}
        aria-hidden="true"
      />
      <Button onClick={() => input.current?.click()} loading={reading} loadingText="Reading file…" variant="outline">
        <span aria-hidden="true">⬆️</span> Import from another app…
      </Button>
      {imports.length > 0 ? (
        <List.Root ps="0" mt="3" gap="2" listStyleType="none" aria-label="Your imports">
          {imports.map((item) => (
            <List.Item key={item.id} display="flex" flexWrap="wrap" alignItems="center" gap="2">
              <Text flex="1" minW="0" wordBreak="break-word">
                From {item.source} on {importDate.format(item.at)}: {item.titles.join(", ")}
              </Text>
              <Button size="sm" variant="outline" onClick={() => void undo(item)}>
                Undo import
              </Button>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {problem ? (
        <Box mt="3">
          <FileProblem title={problem.title} lines={problem.lines} testId="import-app-error" />
        </Box>
      ) : null}
      <ImportPreviewDialog
        fileName={read?.fileName ?? ""}
        file={read?.file ?? null}
        initiallyUnticked={read?.alreadyHere}
        busy={importing}
        onConfirm={(chosen) => void confirm(chosen)}
        onCancel={() => setRead(null)}
      />
    </Box>
  );
}
