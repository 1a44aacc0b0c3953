import { memo, type ReactNode } from "react";
import { ItemMenu, type CardMenuAction } from "~/components/home/card-menu";
import { addDays, type Day } from "~/game/day";
import { isVacationDay } from "~/game/vacation-days";
import { GoalCard } from "~/components/home/goal-card";
import { HabitCard } from "~/components/home/habit-card";
import type { HabitCard as HabitCardData, HomeData } from "~/storage";
import type { Editors } from "./use-editors";

function EmptyState({ title, text }: { title: string; text: string }) {
  return (
    <div className="empty-state">
      <h2 className="empty-state-title">{title}</h2>
      <p>{text}</p>
    </div>
  );
}

type TabTexts = {
  empty: { title: string; text: string };
  heading: string;
  footer: { text: string; palette: "orange" | "purple" };
};
type TabListProps = TabTexts & { count: number; children: ReactNode };

const HABITS_TAB: TabTexts = {
  empty: { title: "No habits", text: "Time for new habits!" },
  heading: "Your habits",
  footer: { text: "Check your daily habits!", palette: "orange" },
};
const GOALS_TAB: TabTexts = {
  empty: { title: "No goals", text: "Set up some targets!" },
  heading: "Your goals",
  footer: { text: "Track your goals!", palette: "purple" },
};

/** A tab's cards under a heading for screen readers, with its footer badge; or its empty state. */
function TabList({ count, empty, heading, footer, children }: TabListProps) {
  if (count === 0) return <EmptyState {...empty} />;
  return (
    <>
      <div className="card-list">
        {/* Cards' titles are h3: this keeps the outline h1 → h2 → h3 for screen readers. */}
        <h2 className="heading-sr-only">{heading}</h2>
        {children}
      </div>
      <span className={`home-hint palette-${footer.palette}`}>{footer.text}</span>
    </>
  );
}

/** The Commitments tab: the user's habits that are not deleted. */
export function HabitList({ home, editors }: { home: HomeData; editors: Editors }) {
  const skippable = skippableDays(home);
  return (
    <TabList {...HABITS_TAB} count={home.habits.length}>
      {home.habits.map((card) => (
        <HabitItem
          key={card.habit.id}
          card={card}
          editors={editors}
          username={home.user.username}
          skippable={skippable}
        />
      ))}
    </TabList>
  );
}

/** A day the card menu offers to skip, with its word in the menu. */
type SkippableDay = readonly ["today" | "yesterday", Day];
type HabitItemProps = { card: HabitCardData; editors: Editors; username: string; skippable: SkippableDay[] };

/** Days a habit may be skipped (issue #32): today and yesterday, but not a vacation day, which expects nothing already (rule 28). */
function skippableDays(home: HomeData): SkippableDay[] {
  const days: SkippableDay[] = [
    ["today", home.day.today],
    ["yesterday", addDays(home.day.today, -1)],
  ];
  return days.filter(([, day]) => !isVacationDay(home.game.vacations, day));
}

/** The card menu's skips: each day taken back the same way. */
function skipActions(card: HabitCardData, skippable: SkippableDay[], editors: Editors): CardMenuAction[] {
  const skips = card.habit.skips ?? [];
  return skippable.map(([word, day]) => {
    const skipped = skips.includes(day);
    return {
      value: `skip-${word}`,
      label: skipped ? `Undo skip ${word}` : `Skip ${word}`,
      onSelect: () => editors.skip(card.habit.id, day, !skipped),
    };
  });
}

/** The same card on screen: a reload of home makes new objects, most of them equal to the last. */
function sameCard(a: HabitCardData, b: HabitCardData): boolean {
  if (a === b) return true;
  if (a.today !== b.today || a.done !== b.done || a.week.length !== b.week.length) return false;
  if (a.lastValue !== b.lastValue || a.recent.join() !== b.recent.join()) return false;
  const keys = Object.keys(a.habit) as (keyof HabitCardData["habit"])[];
  if (keys.length !== Object.keys(b.habit).length || keys.some((key) => a.habit[key] !== b.habit[key])) return false;
  if (JSON.stringify(a.status) !== JSON.stringify(b.status)) return false;
  return a.week.every((day, i) => {
    const other = b.week[i]!;
    return day.day === other.day && day.count === other.count && day.mark === other.mark;
  });
}

// A +1 changes one card: only that one re-renders (50 cards each time made a click slow to show).
const HabitItem = memo(
  function HabitItem({ card, editors, username, skippable }: HabitItemProps) {
    return (
      <HabitCard
        id={`habit-${card.habit.id}`}
        habit={card.habit}
        today={card.today}
        week={card.week}
        status={card.status}
        href={`/habit/${card.habit.id}`}
        onCount={(delta) => editors.count(card.habit.id, delta)}
        lastValue={card.lastValue}
        recent={card.recent}
        onValue={(value, change) => editors.logValue(card.habit.id, value, change)}
        menu={
          <ItemMenu
            item={{ kind: "habit", ...card.habit }}
            viewer="owner"
            username={username}
            onEdit={() => editors.editHabit(card)}
            onRemove={() => editors.deleteHabit(card)}
            owned={skipActions(card, skippable, editors)}
          />
        }
      />
    );
  },
  (before: HabitItemProps, after: HabitItemProps) =>
    before.editors === after.editors &&
    before.username === after.username &&
    before.skippable.join() === after.skippable.join() &&
    sameCard(before.card, after.card),
);

/** The Goals tab: the user's goals that are not deleted or given up, and those completed today. */
export function GoalList({ home, editors }: { home: HomeData; editors: Editors }) {
  return (
    <TabList {...GOALS_TAB} count={home.goals.length}>
      {home.goals.map((card) => (
        <GoalCard
          key={card.goal.id}
          id={`goal-${card.goal.id}`}
          goal={card.goal}
          completedDay={card.completedDay}
          habitTitles={card.habits.map((member) => member.title ?? "a removed habit")}
          menu={
            <ItemMenu
              item={{ kind: "goal", ...card.goal }}
              viewer="owner"
              username={home.user.username}
              onEdit={() => editors.editGoal(card)}
              onRemove={() => editors.deleteGoal(card)}
            />
          }
        />
      ))}
    </TabList>
  );
}
