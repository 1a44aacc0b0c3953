import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { Habit } from "~/game/entity-schemas";
import type { StripDay } from "~/game/habit-stats";
import { habitTodayText, type HabitToday } from "~/game/habit-today";
import { isMeasure, meetsTarget } from "~/game/measure";
import { formatAmount } from "~/game/measure-value";
import { RichText } from "~/components/rich-text/rich-text";
import { MeasureControls } from "./measure-controls";
import { measureTodayText } from "./measure-words";
import { useLocale } from "~/components/use-locale";
import { WeekStrip } from "./week-strip";

export type HabitCardProps = {
  /** The card's anchor on its page (`habit-<id>`, what a shared link points at). */
  id?: string;
  habit: Omit<Habit, "history">;
  today: number;
  week: StripDay[];
  /** Today under the habit's schedule; absent or "daily" = the spec's every-day card. */
  status?: HabitToday;
  menu: ReactNode;
  /** Absent for viewers who may not count (signed-out, not the owner). */
  onCount?: (delta: 1 | -1) => void;
  /** The habit's own page, for its owner (issue #32): the title links there. */
  href?: string;
  /** A measure's value its undo takes back today (rule 31), or null. */
  lastValue?: number | null;
  /** A measure's last distinct values, newest first: its quick amounts. */
  recent?: readonly number[];
  /** Absent for viewers who may not log (as `onCount`): a measure's Add and Undo. */
  onValue?: (value: number, change: "add" | "remove") => void;
};

/**
 * Spec §2: +1 on the left, −1 on the right; counting never opens the card. Plain elements with
 * static classes (habit-card.styles.ts): /home draws 50 cards, and styling them through Chakra
 * at run time was most of its first render (ADR 0017).
 */
export function HabitCard(props: HabitCardProps) {
  const { id, habit, today, week, status, menu, href, lastValue = null, recent = [], onValue } = props;
  const locale = useLocale();
  const titleId = `habit-title-${habit.id}`;
  // A measure has Add instead of +1 and −1 (rule 31).
  const measure = isMeasure(habit) ? habit.measure : undefined;
  const onCount = measure ? undefined : props.onCount;
  // An at-most measure's today is not met before it ends: it settles with the day.
  const met = meetsTarget(habit, today, false);
  const measured = measure && measureTodayText(measure, habit.dailyTarget, today, locale);
  return (
    <article id={id} aria-labelledby={titleId} className="habit-card" data-kind={measure ? "measure" : "count"}>
      <div data-card="row">
        {onCount ? (
          <button
            type="button"
            aria-label="Count up"
            title="Count up"
            className="btn-count-up"
            onClick={(event) => {
              event.stopPropagation();
              onCount(1);
            }}
          >
            +1
          </button>
        ) : null}
        <div data-card="body">
          <div data-card="head">
            <h3 id={titleId} className="card-title">
              {href ? (
                // Discovered on click: fifty cards would each ask the server for the route at render,
                // and a page opened offline would log a failed fetch for every one.
                <Link to={href} discover="none" data-card="title-link">
                  <RichText text={habit.title} links={false} mentions={false} />
                </Link>
              ) : (
                <RichText text={habit.title} links={false} mentions={false} />
              )}
            </h3>
            {menu}
          </div>
          {status && status.kind !== "daily" ? (
            <p data-card="schedule" data-status={status.kind}>
              <span>{status.schedule}</span> · <strong>{habitTodayText(status)}</strong>
            </p>
          ) : null}
          {habit.description ? (
            <p data-card="description">
              <RichText text={habit.description} />
            </p>
          ) : null}
          <div data-card="counts">
            <p>
              Today:{" "}
              <strong data-testid="habit-today" data-met={met} data-over={measured?.over || undefined}>
                {measured ? measured.total : `${today}/${habit.dailyTarget}`}
              </strong>
              {measured?.note ? <span data-testid="habit-limit"> · {measured.note}</span> : null}
              {met ? (
                <span data-card="met" role="img" aria-label="daily target met">
                  ✅
                </span>
              ) : null}
            </p>
            <p>
              Total:{" "}
              <strong data-testid="habit-total">
                {measure ? formatAmount(habit.count, measure, locale) : habit.count}
              </strong>
            </p>
          </div>
          {measure && onValue ? (
            <MeasureControls
              habitId={habit.id}
              measure={measure}
              locale={locale}
              lastValue={lastValue}
              recent={recent}
              onAdd={(value) => onValue(value, "add")}
              onRemove={(value) => onValue(value, "remove")}
            />
          ) : null}
          <WeekStrip days={week} dailyTarget={habit.dailyTarget} measure={measure} locale={locale} />
        </div>
        {onCount ? (
          <button
            type="button"
            aria-label="Count down"
            title="Count down"
            className="btn-count-down"
            disabled={today === 0}
            onClick={(event) => {
              event.stopPropagation();
              onCount(-1);
            }}
          >
            −1
          </button>
        ) : null}
      </div>
    </article>
  );
}
