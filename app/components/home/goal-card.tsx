import { ProgressBar } from "~/components/progress-bar";
import type { ReactNode } from "react";
import { dayToTimestamp, type Day } from "~/game/day";
import type { Goal } from "~/game/entity-schemas";
import { goalEarned, goalPercent } from "~/game/goal-progress";
import { UI_MESSAGES } from "~/components/ui-messages";
import { RichText } from "~/components/rich-text/rich-text";

export type GoalCardProps = {
  /** The card's anchor on its page (`goal-<id>`). */
  id?: string;
  goal: Goal | null;
  /** The day a completed goal counted its completion for, under the user's day rule. */
  completedDay?: Day | null;
  /** Titles of the habits the goal is made of. */
  habitTitles: string[];
  menu?: ReactNode;
};

const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

/**
 * "Completed" with the day it counted for, and a short cheer that stays still for people who ask
 * for less motion. The day is a key ('YYYY-MM-DD', rule 18): formatted as a label, in UTC.
 */
function CompletedBadge({ day }: { day?: Day | null }) {
  return (
    <span className="badge palette-green" data-testid="goal-completed">
      <span aria-hidden="true" className="goal-celebration" data-testid="goal-celebration">
        🎉
      </span>
      Completed
      {day ? (
        <>
          {" "}
          <time dateTime={day}>{dayFormat.format(dayToTimestamp(day))}</time>
        </>
      ) : null}
    </span>
  );
}

/** Spec §2: title, description, progress bar with percent, XP badge 'earned/xpTarget' (static classes, ADR 0017). */
export function GoalCard({ id, goal, completedDay, habitTitles, menu }: GoalCardProps) {
  if (!goal) {
    return (
      <article role="alert" className="goal-card-missing">
        <h3 className="heading-md">{UI_MESSAGES.goalNotFound.title}</h3>
        <p>{UI_MESSAGES.goalNotFound.message}</p>
      </article>
    );
  }
  const titleId = `goal-title-${goal.id}`;
  const percent = goalPercent(goal);
  return (
    <article id={id} aria-labelledby={titleId} className="goal-card">
      <div data-card="stack">
        <div data-card="head">
          <h3 id={titleId} className="card-title">
            <RichText text={goal.title} links={false} mentions={false} />
          </h3>
          <div data-card="tags">
            {goal.completedAt !== null ? <CompletedBadge day={completedDay} /> : null}
            <span className="badge palette-purple" data-testid="goal-xp">
              {goalEarned(goal)}/{goal.xpTarget}
            </span>
            {menu}
          </div>
        </div>
        <p data-card="description">
          <RichText text={goal.description} />
        </p>
        <div>
          <div data-card="progress">
            <p id={`${titleId}-progress`}>Progress</p>
            <p data-card="percent" data-testid="goal-percent">
              {percent}%
            </p>
          </div>
          <ProgressBar value={percent} colorPalette="purple" labelledBy={`${titleId}-progress`} />
        </div>
        {habitTitles.length > 0 ? (
          <p data-card="members">Made of: {habitTitles.join(", ")}</p>
        ) : (
          <p data-card="members">No habits yet: edit the goal to add some.</p>
        )}
      </div>
    </article>
  );
}
