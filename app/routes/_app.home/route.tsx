import { LineTabs } from "~/components/line-tabs";
import type { MetaFunction } from "@remix-run/node";
import type { RouteHandle } from "~/route-handle";
import { useLoaderData, type ClientActionFunctionArgs } from "@remix-run/react";
import { StatsPanel } from "~/components/home/stats-panel";
import { SignInRequired } from "~/components/sign-in-required";
import { GameError, isGameError, toGameError } from "~/game/errors";
import { UI_MESSAGES } from "~/components/ui-messages";
import { signInLocalUser } from "~/account/local-user";
import { getBrowserStorage } from "~/storage";
import { notifyError } from "~/toasts/notify";
import { announceRecords } from "./announce";
import { HabitList, GoalList } from "./home-lists";
import { IntentSchema, toAction } from "./intents";
import { useEditors } from "./use-editors";
import { useOptimisticHome } from "./use-optimistic-home";
import { firstMessages } from "~/components/field-messages";

// Home is the app's hot path: it renders with the static stylesheet alone, no Chakra (ADR 0011).
export const handle: RouteHandle = { staticStyles: true };

export const meta: MetaFunction = () => [
  { title: "Home | Momentum" },
  { name: "description", content: "Your habits, goals and today's progress." },
];

export async function clientLoader() {
  const user = await signInLocalUser();
  if (!user) return { home: null };
  return { home: await getBrowserStorage().loadHome(user.id) };
}

/** `seq`: where the action landed in the journal, so the optimistic layer knows when home includes it. */
export type IntentResult = { ok: true; seq: number } | { ok: false; code: string; fieldErrors: Record<string, string> };

/** Every change on home: one intent, checked, handed to storage as one atomic action. */
export async function clientAction({ request }: ClientActionFunctionArgs): Promise<IntentResult> {
  try {
    const parsed = IntentSchema.safeParse(await request.json());
    if (!parsed.success) throw new GameError("UNKNOWN_ERROR", { detail: parsed.error.message });
    const user = await signInLocalUser();
    if (!user) throw new GameError("NO_SESSION");
    const { records, seq } = await getBrowserStorage().dispatch(user.id, toAction(parsed.data));
    announceRecords(records);
    return { ok: true, seq };
  } catch (error) {
    const gameError = toGameError(error);
    // Field problems are shown at the fields; everything else as the spec's toast.
    if (!(isGameError(error) && error.code === "VALIDATION")) notifyError(gameError);
    return { ok: false, code: gameError.code, fieldErrors: firstMessages(gameError.issues) };
  }
}

export function HydrateFallback() {
  return (
    <div aria-busy="true" className="page-loading">
      <p role="status">LOADING...</p>
      <div className="skeleton-card" />
      <div className="skeleton-card-tall" />
      <div className="skeleton-card-tall" />
    </div>
  );
}

export default function HomePage() {
  const { home: loaded } = useLoaderData<typeof clientLoader>();
  const home = useOptimisticHome(loaded);
  const editors = useEditors(home);
  if (!home) return <SignInRequired message={UI_MESSAGES.homeNoUser} />;

  return (
    <div className="home-page">
      <div data-home="head">
        <h1 className="heading-2xl">Home</h1>
        <div data-home="actions">
          <button type="button" className="btn-brand" onClick={editors.newHabit}>
            New habit
          </button>
          <button type="button" className="btn-outline" onClick={editors.newGoal}>
            New goal
          </button>
        </div>
      </div>
      <div data-home="grid">
        <div data-home="lists">
          <LineTabs
            items={[
              {
                value: "commitments",
                label: "Commitments",
                content: (
                  <>
                    <HabitList home={home} editors={editors} />
                    {home.habits.length > 0 ? (
                      <span className="home-hint palette-orange">Check your daily habits!</span>
                    ) : null}
                  </>
                ),
              },
              {
                value: "goals",
                label: "Goals",
                content: (
                  <>
                    <GoalList home={home} editors={editors} />
                    {home.goals.length > 0 ? <span className="home-hint palette-purple">Track your goals!</span> : null}
                  </>
                ),
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
