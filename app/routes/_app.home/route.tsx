import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { loadForLocalUser } from "~/device-session/local-user";
import { DayNotice } from "~/components/home/day-notice";
import { VacationNotice } from "~/components/home/vacation-notice";
import { StatsPanel } from "~/components/home/stats-panel";
import { LineTabs } from "~/components/line-tabs";
import { SignInRequired } from "~/components/sign-in-required";
import { UI_MESSAGES } from "~/components/ui-messages";
import type { User } from "~/game/entity-schemas";
import { HomeIntentSchema, type HomeIntent, type HomeValues, type Saved } from "~/intents/home";
import { intentAction } from "~/intents/pipeline";
import { getBrowserStorage } from "~/storage";
import { BackupReminder } from "~/components/home/backup-reminder";
import { announceRecords, takenBy, titlesOf } from "./announce";
import { HabitList, GoalList } from "./home-lists";
import { useDayTimer } from "./use-day-timer";
import { preloadEditors, useEditors } from "./use-editors";
import { useOptimisticHome } from "./use-optimistic-home";
import { undoAction, undoOf } from "./undo";
import { pageMeta } from "~/components/page-meta";
import type { RouteHandle } from "~/seo/route-handle";
import { NoScriptNotice } from "~/components/no-script-notice";

// Home is the app's hot path: it renders with the static stylesheet alone, no Chakra (ADR 0017).
export const handle: RouteHandle = { staticStyles: true };

export const meta: MetaFunction = () => pageMeta("Home", "Your habits, goals and today's progress.");

export async function clientLoader() {
  return { home: await loadForLocalUser((user) => getBrowserStorage().loadHome(user.id)) };
}

/** Every change on home is one engine action, saved atomically; what it earned is announced, with its Undo. */
async function save(action: HomeIntent, user: User): Promise<Saved> {
  const { records, seq, home } = await getBrowserStorage().dispatch(user.id, action);
  const undo = undoOf(action, records);
  announceRecords(records, titlesOf(home), { undo: undo && undoAction(undo), taken: takenBy(records, home) });
  return { seq };
}

export const clientAction = intentAction<HomeIntent, HomeValues>(HomeIntentSchema, {
  "habit/create": save,
  "habit/count": save,
  "habit/edit": save,
  "habit/skip": save,
  "habit/setPastDay": save,
  "habit/setNote": save,
  "habit/addValue": save,
  "habit/removeValue": save,
  "habit/giveUp": save,
  "habit/delete": save,
  "goal/create": save,
  "goal/edit": save,
  "goal/addCommitment": save,
  "goal/dropCommitment": save,
  "goal/giveUp": save,
  "goal/delete": save,
  "game/undo": save,
});

export function HydrateFallback() {
  return (
    <div aria-busy="true" className="page-loading">
      <p role="status" data-loading-status="">
        LOADING...
      </p>
      <NoScriptNotice />
      <div className="skeleton-card" />
      <div className="skeleton-card-tall" />
      <div className="skeleton-card-tall" />
    </div>
  );
}

/** New habit or New goal: its dialog's code starts loading on hover or focus (issue #37). */
function NewItemButton({ label, className, onClick }: { label: string; className: string; onClick: () => void }) {
  return (
    <button
      type="button"
      className={className}
      onClick={onClick}
      onPointerEnter={preloadEditors}
      onFocus={preloadEditors}
    >
      {label}
    </button>
  );
}

export default function HomePage() {
  const { home: loaded } = useLoaderData<typeof clientLoader>();
  const home = useOptimisticHome(loaded);
  const editors = useEditors(home);
  useDayTimer(loaded?.day);
  if (!home) return <SignInRequired message={UI_MESSAGES.homeNoUser} />;

  return (
    <div className="home-page">
      <div data-home="head">
        <h1 className="heading-2xl">Home</h1>
        <div data-home="actions">
          <NewItemButton label="New habit" className="btn-brand" onClick={editors.newHabit} />
          <NewItemButton label="New goal" className="btn-outline" onClick={editors.newGoal} />
        </div>
      </div>
      <DayNotice rule={home.game.dayRule} now={home.day.now} />
      <VacationNotice vacations={home.game.vacations} today={home.day.today} />
      <BackupReminder user={home.user} />
      <div data-home="grid">
        <div data-home="lists">
          <LineTabs
            items={[
              {
                value: "commitments",
                label: "Commitments",
                content: <HabitList home={home} editors={editors} />,
              },
              {
                value: "goals",
                label: "Goals",
                content: <GoalList home={home} editors={editors} />,
              },
            ]}
          />
        </div>
        <div data-home="stats">
          <StatsPanel
            stats={{
              streak: home.streak,
              xp: home.game.xp,
              coins: home.game.coins,
              momentum: home.momentum,
              progress: home.daily,
            }}
          />
        </div>
      </div>
    </div>
  );
}
