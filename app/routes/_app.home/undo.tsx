// Undo on a toast (rule 29): the action that takes back what a toast speaks of, sent to home's
// clientAction like any other, so it is saved, synced and replayed as an action of its own.
import type { CommitRecord } from "~/game/entity-schemas";
import type { HomeIntent } from "~/intents/home";
import { useHomeSubmit } from "~/intents/home";
import type { ToastAction } from "~/toasts/notify";

const UNDONE_BY_ROLLBACK: ReadonlySet<string> = new Set(["START", "GIVEUP"]);

/**
 * What undoes `action`, which wrote `records`: the opposite count for a +1/−1 or a measure's
 * value (an ordinary action), or the engine's undo of a creation's START or an ending's GIVEUP. Null for anything else.
 */
export function undoOf(action: HomeIntent, records: readonly CommitRecord[]): HomeIntent | null {
  if (action.type === "habit/count")
    return { type: "habit/count", habitId: action.habitId, delta: action.delta === 1 ? -1 : 1 };
  // A measure's value (rule 31): the same value taken back, or added again.
  if (action.type === "habit/addValue")
    return { type: "habit/removeValue", habitId: action.habitId, value: action.value };
  if (action.type === "habit/removeValue")
    return { type: "habit/addValue", habitId: action.habitId, value: action.value };
  const [only, ...more] = records;
  if (only && more.length === 0 && UNDONE_BY_ROLLBACK.has(only.event)) return { type: "game/undo", recordId: only.id };
  return null;
}

let sent = 0;

function UndoButton({ intent, close }: { intent: HomeIntent; close: () => void }) {
  const submit = useHomeSubmit();
  return (
    <button
      type="button"
      className="btn-toast-action"
      onClick={() => {
        sent += 1;
        submit(intent, `undo:${sent}`);
        close();
      }}
    >
      Undo
    </button>
  );
}

/** The toast's Undo button for `intent`. */
export const undoAction =
  (intent: HomeIntent): ToastAction =>
  (close) => <UndoButton intent={intent} close={close} />;
