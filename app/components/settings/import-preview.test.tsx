// Issue #34: the preview of another app's file before it is imported. Each habit in words, with
// a box ticked to begin with; unticking changes what Import takes; markup in a name stays text.
// The tests run in Node (no DOM): the markup is the server's, and a click is the handler that the
// element carries, called the way the browser would.
import { Button, ChakraProvider, Checkbox } from "@chakra-ui/react";
import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type { ImportedFile } from "~/import/imported";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { system } from "~/theme/system";
import {
  IMPORT_PREVIEW_EFFECT,
  ImportPreview,
  ImportPreviewDialog,
  ImportPreviewHabit,
  withTick,
  type ImportPreviewProps,
} from "./import-preview";

const FILE: ImportedFile = {
  app: "Loop Habit Tracker",
  format: "Loop's database backup",
  habits: [
    {
      sourceId: "loop:9:Push-ups",
      name: "Push-ups",
      description: "",
      kind: { type: "count", target: 3 },
      schedule: { kind: "daily" },
      archived: false,
      days: [
        { day: "2024-03-01", amount: 3, note: "Easy" },
        { day: "2024-03-02", skipped: true },
        { day: "2024-03-03", amount: 0 },
        { day: "2024-03-04", amount: 1 },
        { day: "2024-03-05", note: "Sore" },
      ],
      remarks: [],
    },
    {
      sourceId: "loop:10:Coffee",
      name: "Coffee",
      description: "",
      kind: { type: "measure", unit: "cups", target: 250, direction: "atMost" },
      schedule: { kind: "weekdays", days: [0, 3] },
      archived: false,
      days: [{ day: "2024-05-09", amount: 100 }],
      remarks: [],
    },
    {
      sourceId: "loop:2:Old",
      name: "Old <b>x</b>",
      description: "",
      kind: { type: "count", target: 1 },
      schedule: { kind: "weekly", times: 2 },
      archived: true,
      days: [],
      remarks: ["Its reminder is not imported", "Values with a third decimal are rounded to hundredths"],
    },
  ],
  leftOut: ["2 to-dos are not imported: Momentum has no to-dos"],
};

const [PUSH_UPS, COFFEE, OLD] = FILE.habits.map((habit) => habit.sourceId) as [string, string, string];

/** The markup without Emotion's style tags. */
const html = (node: ReactNode) =>
  renderToString(<ChakraProvider value={system}>{node}</ChakraProvider>)
    .replace(/<style[^>]*>.*?<\/style>/gs, "")
    .replace(/<!-- -->/g, "");

const textOf = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();

const props = (fields: Partial<ImportPreviewProps> = {}): ImportPreviewProps => ({
  fileName: "Loop Habits Backup 2024-05-10.db",
  file: FILE,
  busy: false,
  onConfirm: () => undefined,
  onCancel: () => undefined,
  locale: "en-US",
  unticked: new Set(),
  onTick: () => undefined,
  ...fields,
});

type Element = ReactElement<Record<string, unknown>>;

/** The app's own components in the dialog: plain functions without hooks, opened by calling them. */
const OWN = new Set<unknown>([ConfirmDialog, ImportPreviewHabit]);

/** Every element the dialog is made of, without rendering: the app's components are opened, Chakra's are not. */
function* elementsOf(node: unknown): Generator<Element> {
  if (Array.isArray(node)) {
    for (const child of node) yield* elementsOf(child);
    return;
  }
  if (!isValidElement<Record<string, unknown>>(node)) return;
  yield node;
  if (OWN.has(node.type)) yield* elementsOf((node.type as (p: unknown) => ReactNode)(node.props));
  for (const value of Object.values(node.props)) yield* elementsOf(value);
}

const preview = (fields: Partial<ImportPreviewProps>) => [...elementsOf(ImportPreview(props(fields)))];

/** The box of one habit, by the value it carries (its sourceId). */
const box = (elements: Element[], sourceId: string) => {
  const found = elements.find((element) => element.type === Checkbox.Root && element.props.value === sourceId);
  if (!found) throw new Error(`No box for ${sourceId}`);
  return found.props as { onCheckedChange: (details: { checked: boolean | "indeterminate" }) => void };
};

const buttonNamed = (elements: Element[], name: RegExp) => {
  const found = elements.find(
    (element) => element.type === Button && name.test(String([element.props.children].flat().join(""))),
  );
  if (!found) throw new Error(`No button ${name}`);
  return found.props as { onClick: () => void; disabled?: boolean };
};

/** Whether the box of `sourceId` is drawn ticked. */
const tickedIn = (markup: string, sourceId: string) => {
  const input = markup.match(/<input[^>]*>/g)?.find((tag) => tag.includes(`value="${sourceId}"`));
  if (!input) throw new Error(`No input for ${sourceId}`);
  return input.includes('checked=""');
};

describe("the preview of another app's file", () => {
  it("says what was read and shows each habit in words, every box ticked, archived ones too", () => {
    const markup = html(<ImportPreviewDialog {...props()} />);
    const text = textOf(markup);
    expect(text).toContain("Import from Loop Habit Tracker");
    expect(text).toContain("Loop Habits Backup 2024-05-10.db");
    expect(text).toContain("Read as Loop's database backup: 3 habits. Untick any you do not want to import.");
    expect(text).toContain(
      "Push-ups Kind Count, 3 a day Schedule Every day Dates March 1, 2024 – March 5, 2024 History 2 days done, 1 skip, 2 notes",
    );
    expect(text).toContain(
      "Coffee Kind Measure: at most 2.5 cups a day Schedule Mon and Thu Dates May 9, 2024 History 1 day done, 0 skips, 0 notes",
    );
    expect(text).toContain(
      "Archived Kind Yes or no, once a day Schedule 2 days a week, any days Dates No days yet Its reminder is not imported Values with a third decimal are rounded to hundredths",
    );
    expect(text.match(/Archived/g)).toHaveLength(1);
    expect(text).toContain("Left out of the import 2 to-dos are not imported: Momentum has no to-dos");
    expect(text).toContain(IMPORT_PREVIEW_EFFECT);
    expect(IMPORT_PREVIEW_EFFECT).toBe(
      "Imported days are your own history: they earn no XP or coins and never count on public pages. You can undo the whole import.",
    );
    expect([PUSH_UPS, COFFEE, OLD].map((id) => tickedIn(markup, id))).toEqual([true, true, true]);
    expect(markup).toMatch(/<button[^>]*data-testid="import-preview-confirm"[^>]*>Import 3 habits<\/button>/);
    expect(markup).not.toMatch(/placeholder=/);
  });

  it("writes a measure's target in the person's locale", () => {
    expect(textOf(html(<ImportPreview {...props({ locale: "de-DE" })} />))).toContain(
      "Measure: at most 2,5 cups a day",
    );
  });

  it("labels each box with the habit's name and describes it with the habit's details", () => {
    const markup = html(<ImportPreview {...props()} />);
    const input = markup.match(/<input[^>]*>/g)?.find((tag) => tag.includes(`value="${COFFEE}"`)) ?? "";
    const labelledBy = /aria-labelledby="([^"]+)"/.exec(input)?.[1];
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(labelledBy && markup).toContain(`id="${labelledBy}" class="chakra-checkbox__label css-`);
    expect(markup).toMatch(new RegExp(`id="${labelledBy}"[^>]*>Coffee</span>`));
    const details = new RegExp(`id="${describedBy}">(.*?)</li>`).exec(markup)?.[1] ?? "";
    expect(textOf(details)).toBe(
      "Kind Measure: at most 2.5 cups a day Schedule Mon and Thu Dates May 9, 2024 History 1 day done, 0 skips, 0 notes",
    );
  });

  it("keeps markup in a name as text", () => {
    const markup = html(<ImportPreview {...props()} />);
    expect(markup).toContain(">Old &lt;b&gt;x&lt;/b&gt;</span>");
    expect(markup).not.toContain("<b>x</b>");
  });

  it("imports what stays ticked, in the file's order", () => {
    let unticked: ReadonlySet<string> = new Set();
    const onTick = vi.fn((sourceId: string, ticked: boolean) => (unticked = withTick(unticked, sourceId, ticked)));
    box(preview({ onTick }), COFFEE).onCheckedChange({ checked: false });
    expect(onTick).toHaveBeenCalledWith(COFFEE, false);

    const markup = html(<ImportPreview {...props({ unticked })} />);
    expect(markup).toMatch(/>Import 2 habits<\/button>/);
    expect([PUSH_UPS, COFFEE, OLD].map((id) => tickedIn(markup, id))).toEqual([true, false, true]);

    const onConfirm = vi.fn();
    buttonNamed(preview({ unticked, onConfirm }), /^Import /).onClick();
    expect(onConfirm).toHaveBeenCalledExactlyOnceWith([PUSH_UPS, OLD]);

    box(preview({ unticked, onTick }), COFFEE).onCheckedChange({ checked: true });
    expect(html(<ImportPreview {...props({ unticked })} />)).toMatch(/>Import 3 habits<\/button>/);
  });

  it("says Import 1 habit for one", () => {
    expect(html(<ImportPreview {...props({ unticked: new Set([PUSH_UPS, OLD]) })} />)).toMatch(
      />Import 1 habit<\/button>/,
    );
  });

  it("cannot import with nothing ticked, and says why", () => {
    const unticked = new Set([PUSH_UPS, COFFEE, OLD]);
    const markup = html(<ImportPreview {...props({ unticked })} />);
    const button = /<button[^>]*data-testid="import-preview-confirm"[^>]*>([^<]*)<\/button>/.exec(markup);
    expect(button?.[1]).toBe("Import 0 habits");
    expect(button?.[0]).toMatch(/ disabled=""/);
    expect(button?.[0]).toContain('aria-describedby="import-preview-none"');
    expect(markup).toMatch(/id="import-preview-none" role="status"[^>]*>Tick at least one habit to import.<\/p>/);
    expect(buttonNamed(preview({ unticked }), /^Import /).disabled).toBe(true);

    const ticked = html(<ImportPreview {...props()} />);
    expect(ticked).not.toContain("Tick at least one habit");
    expect(/<button[^>]*data-testid="import-preview-confirm"[^>]*>/.exec(ticked)?.[0]).not.toContain("disabled");
  });

  it("cannot import more than 250,000 days, skips and notes at once, and says why until some are unticked", () => {
    const day = (i: number) => new Date(Date.UTC(1900, 0, 1 + i)).toISOString().slice(0, 10);
    const long = (sourceId: string, length: number) => ({
      ...FILE.habits[0]!,
      sourceId,
      name: sourceId,
      days: Array.from({ length }, (_, i) => ({ day: day(i), amount: 1 })),
    });
    const file = { ...FILE, habits: [long("A", 150_000), long("B", 100_001)] };
    const markup = html(<ImportPreview {...props({ file })} />);
    expect(textOf(markup)).toContain(
      "This import holds 250,001 days, skips and notes: at most 250,000 go in one import. Untick some habits and import them in a second go",
    );
    expect(buttonNamed(preview({ file }), /^Import /).disabled).toBe(true);
    expect(buttonNamed(preview({ file, unticked: new Set(["B"]) }), /^Import /).disabled).toBe(false);
  });

  it("says when the file has no habits at all", () => {
    const markup = html(<ImportPreview {...props({ file: { ...FILE, habits: [], leftOut: [] } })} />);
    expect(textOf(markup)).toContain("Read as Loop's database backup: 0 habits.");
    expect(markup).toContain(">This file has no habits to import.</p>");
    expect(markup).toMatch(/<button[^>]*disabled=""[^>]*data-testid="import-preview-confirm"/);
  });

  it("leaves with Cancel, importing nothing", () => {
    const onCancel = vi.fn();
    const onConfirm = vi.fn();
    buttonNamed(preview({ onCancel, onConfirm }), /^Cancel$/).onClick();
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("holds every box still while the import runs", () => {
    const markup = html(<ImportPreview {...props({ busy: true })} />);
    expect(markup.match(/<input[^>]*>/g)?.filter((tag) => tag.includes('disabled=""'))).toHaveLength(3);
    expect(markup).toContain("Importing…");
  });

  it("puts a long list in a region of its own, one item and one description per habit", () => {
    const habits = Array.from({ length: 40 }, (_, i) => ({
      ...FILE.habits[0]!,
      sourceId: `h${i}`,
      name: `Habit ${i}`,
    }));
    const markup = html(<ImportPreview {...props({ file: { ...FILE, habits } })} />);
    expect(markup).toMatch(/<div role="region" aria-label="Habits in this file" tabindex="0"/);
    expect(new Set(markup.match(/aria-describedby="import-preview-habit-\d+"/g))).toHaveProperty("size", 40);
    expect(markup).toMatch(/>Import 40 habits<\/button>/);
  });

  it("draws nothing without a file", () => {
    expect(html(<ImportPreviewDialog {...props({ file: null })} />)).toBe("");
  });
});
