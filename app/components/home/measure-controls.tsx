import { useState, type FormEvent } from "react";
import type { Measure } from "~/game/measure";
import { formatValue, parseValue } from "~/game/measure-value";

type MeasureControlsProps = {
  habitId: string;
  measure: Measure;
  locale: string;
  /** The value the undo takes back today, or null when none was logged today. */
  lastValue: number | null;
  /** The last distinct values, newest first: one press adds one again. */
  recent: readonly number[];
  onAdd: (value: number) => void;
  onRemove: (value: number) => void;
};

/** "2.5" then the unit for screen readers only, so a quick amount's name holds its visible "+2.5". */
function Amount({ value, unit, locale }: { value: number; unit: string; locale: string }) {
  return (
    <>
      {formatValue(value, locale)}
      <span data-sr=""> {unit}</span>
    </>
  );
}

/**
 * A measure's card controls (rule 31): an amount typed in the person's locale and Add (Enter
 * adds too), the recent amounts as one-press buttons, and Undo of today's last value. Bad text
 * is refused here with parseValue's words, so nothing is sent.
 */
export function MeasureControls({
  habitId,
  measure,
  locale,
  lastValue,
  recent,
  onAdd,
  onRemove,
}: MeasureControlsProps) {
  const [error, setError] = useState<string | null>(null);
  const inputId = `amount-${habitId}`;
  const errorId = `${inputId}-error`;

  function add(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem("amount") as HTMLInputElement;
    const parsed = parseValue(input.value, locale);
    if (!parsed.ok) {
      setError(parsed.message);
      input.focus();
      return;
    }
    setError(null);
    // Emptied for the next value; focus stays in the field, so values can be typed one after another.
    input.value = "";
    onAdd(parsed.value);
  }

  return (
    <div data-card="measure">
      <form data-card="add" noValidate onSubmit={add}>
        <input
          id={inputId}
          name="amount"
          className="measure-input"
          type="text"
          inputMode="decimal"
          autoComplete="off"
          enterKeyHint="done"
          aria-label={`Amount in ${measure.unit}`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={() => error && setError(null)}
        />
        <span aria-hidden="true" data-card="unit">
          {measure.unit}
        </span>
        <button type="submit" className="btn-sm-brand">
          Add
        </button>
      </form>
      {error ? (
        <p id={errorId} data-card="error" role="alert">
          {error}
        </p>
      ) : null}
      <div data-card="quick">
        {recent.map((value) => (
          <button key={value} type="button" className="btn-sm-outline" onClick={() => onAdd(value)}>
            +<Amount value={value} unit={measure.unit} locale={locale} />
          </button>
        ))}
        <button
          type="button"
          className="btn-sm-ghost"
          disabled={lastValue === null}
          onClick={() => lastValue !== null && onRemove(lastValue)}
        >
          {lastValue === null ? (
            "Undo last value"
          ) : (
            <>
              Undo {formatValue(lastValue, locale)} {measure.unit}
            </>
          )}
        </button>
      </div>
    </div>
  );
}
