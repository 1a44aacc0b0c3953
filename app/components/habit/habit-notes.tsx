import { Box, Button, HStack, Stack, Text, VisuallyHidden } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { Day } from "~/game/day";
import { formatDay } from "~/components/life/year-grid";
import { RichText } from "~/components/rich-text/rich-text";

/** Notes shown at first, and how many more each "Show more" adds: years of notes are ~1,800. */
export const NOTES_PAGE = 20;

/** The notes as [day, text], newest day first. */
export const notesNewestFirst = (notes: Readonly<Record<Day, string>>): [Day, string][] =>
  Object.entries(notes).sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0));

type HabitNotesProps = {
  notes: Readonly<Record<Day, string>>;
  /** Chooses the day in the calendar, its form open on the note. */
  onEdit: (day: Day) => void;
};

/** The habit's notes, newest first, a page at a time; their text as rich text, never as HTML. */
export function HabitNotes({ notes, onEdit }: HabitNotesProps) {
  const all = useMemo(() => notesNewestFirst(notes), [notes]);
  const [shown, setShown] = useState(NOTES_PAGE);
  if (all.length === 0)
    return (
      <Text fontSize="sm" color="fg.muted">
        No notes yet. Choose a day in the calendar to write one.
      </Text>
    );
  const visible = all.slice(0, shown);
  return (
    <Stack gap="3" maxW="prose">
      <Box as="ul" listStyleType="none" aria-label="Notes, newest first">
        {visible.map(([day, text]) => (
          <NoteEntry key={day} day={day} text={text} onEdit={onEdit} />
        ))}
      </Box>
      {/* Said when "Show more" adds notes: the button keeps the focus, the count tells what changed. */}
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {visible.length === all.length
          ? `${all.length.toLocaleString("en-US")} ${all.length === 1 ? "note" : "notes"}`
          : `The newest ${visible.length} of ${all.length.toLocaleString("en-US")} notes`}
      </Text>
      {visible.length < all.length ? (
        <Button variant="outline" size="sm" alignSelf="flex-start" onClick={() => setShown(shown + NOTES_PAGE)}>
          Show more
        </Button>
      ) : null}
    </Stack>
  );
}

function NoteEntry({ day, text, onEdit }: { day: Day; text: string; onEdit: (day: Day) => void }) {
  return (
    <Box as="li" py="2" borderBottomWidth="1px" borderColor="border">
      <HStack justify="space-between" gap="2">
        <Text as="span" fontSize="sm" fontWeight="semibold">
          <time dateTime={day}>{formatDay(day)}</time>
        </Text>
        <Button variant="ghost" size="xs" onClick={() => onEdit(day)}>
          Edit<VisuallyHidden> the note on {formatDay(day)}</VisuallyHidden>
        </Button>
      </HStack>
      {/* The user's own line breaks; a long link wraps instead of widening the page. */}
      <Text whiteSpace="pre-wrap" overflowWrap="anywhere" data-testid="note-text">
        <RichText text={text} />
      </Text>
    </Box>
  );
}
