// The habit page's notes (issue #33, rule 32): newest first, a page at a time, links as links and
// everything else as text; the day form's fields for a past day and for today.
import { ChakraProvider } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { addDays, type Day } from "~/game/day";
import { system } from "~/theme/system";
import { DayForm, type DayFormProps } from "./day-form";
import { HabitNotes, NOTES_PAGE, notesNewestFirst } from "./habit-notes";

/** The markup without Emotion's style tags, which it puts beside the first element of each style. */
const render = (node: ReactNode) =>
  renderToString(
    <MemoryRouter>
      <ChakraProvider value={system}>{node}</ChakraProvider>
    </MemoryRouter>,
  )
    .replace(/<style[^>]*>.*?<\/style>/gs, "")
    .replace(/<!-- -->/g, "");

/** `n` notes, one a day up to 2026-06-30, "Note <day>". */
function notesOf(n: number): Record<Day, string> {
  const notes: Record<Day, string> = {};
  for (let i = 0; i < n; i++) {
    const day = addDays("2026-06-30", -i);
    notes[day] = `Note ${day}`;
  }
  return notes;
}

describe("the notes list", () => {
  it("puts the newest day first", () => {
    expect(notesNewestFirst({ "2026-01-02": "b", "2026-03-01": "c", "2025-12-31": "a" }).map(([day]) => day)).toEqual([
      "2026-03-01",
      "2026-01-02",
      "2025-12-31",
    ]);
  });

  it("shows the newest page of years of notes, and Show more", () => {
    const html = render(<HabitNotes notes={notesOf(1_800)} onEdit={() => undefined} />);
    expect(html.match(/<li/g)).toHaveLength(NOTES_PAGE);
    expect(html).toContain("Note 2026-06-30");
    expect(html).not.toContain(`Note ${addDays("2026-06-30", -NOTES_PAGE)}`);
    expect(html).toContain(`The newest ${NOTES_PAGE} of 1,800 notes`);
    expect(html).toMatch(/<button[^>]*>Show more<\/button>/);
    expect(html).toMatch(/Edit<span[^>]*> the note on Tue 30 Jun 2026<\/span>/);
  });

  it("makes a link of a URL and keeps markup as text", () => {
    const html = render(
      <HabitNotes
        notes={{ "2026-06-01": 'Long run https://example.com/route <img src=x onerror="alert(1)">' }}
        onEdit={() => undefined}
      />,
    );
    expect(html).toContain('href="https://example.com/route"');
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x");
    expect(html).not.toContain("Show more");
    expect(html).toContain("1 note");
  });

  it("says how to write one when there are none", () => {
    expect(render(<HabitNotes notes={{}} onEdit={() => undefined} />)).toContain(
      "No notes yet. Choose a day in the calendar to write one.",
    );
  });
});

const saved = async () => null;
const form = (props: Partial<DayFormProps>) =>
  render(
    <DayForm
      entry={{ day: "2026-06-10", count: 0, mark: "missed" }}
      today="2026-06-10"
      words="Wed 10 Jun 2026: 0 of 1, missed"
      note=""
      skipped={false}
      locale="en-GB"
      onSetPastDay={saved}
      onSetNote={saved}
      onSkip={saved}
      {...props}
    />,
  );

describe("the day form", () => {
  it("today: no count to type (home counts it), but Skip and a note", () => {
    const html = form({ entry: { day: "2026-06-10", count: 0, mark: "open" }, note: "Felt good" });
    expect(html).toContain('aria-label="Today, Wed 10 Jun 2026"');
    expect(html).not.toContain('name="count"');
    expect(html).toContain(">Skip this day<");
    expect(html).toContain("Note on Wed 10 Jun 2026");
    expect(html).toContain(">Felt good</textarea>");
    expect(html).toMatch(/9 \/ 500<span[^>]*> characters<\/span>/);
    expect(html).toContain("Only you see notes, even on a public habit.");
  });

  it("a past day: its count, what the change earns, Skip for a day long ago", () => {
    const html = form({ entry: { day: "2026-05-01", count: 2, mark: "missed" } });
    expect(html).toContain('aria-label="Fix Fri 1 May 2026"');
    expect(html).toContain("Count on Fri 1 May 2026");
    expect(html).toContain("earns no XP or coins");
    expect(html).toContain(">Skip this day<");
  });

  it("a day met has nothing to skip; a skipped one can be taken back", () => {
    expect(form({ entry: { day: "2026-06-09", count: 1, mark: "met" } })).not.toContain("Skip this day");
    expect(form({ entry: { day: "2026-06-09", count: 0, mark: "skipped" }, skipped: true })).toContain(">Undo skip<");
  });

  it("says the engine's words at once for a note over 500 characters", () => {
    expect(form({ note: "x".repeat(501) })).toContain("Note must be at most 500 characters");
  });
});
