import {
  Outlet,
  useMatches,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { useEffect, useReducer, useRef, type ReactNode } from "react";
import { AppLayout } from "~/components/layout/app-layout";
import { ErrorScreen } from "~/components/error-screen";
import { AppErrorActions, SignedInAs } from "~/components/app-error-actions";
import type { User } from "~/game/entity-schemas";
import { signInLocalUser } from "~/device-session/local-user";
import { readMirroredAccount } from "~/storage/account-mirror";
import { getBrowserStorage } from "~/storage";
import { notify, notifyError } from "~/toasts/notify";
import { syncsUserOnThisPage } from "~/sync/server-sync";
import { getSyncClient, notMergedMessage } from "~/sync/sync-client";
import { routeHasStaticStyles } from "~/seo/route-handle";
import { LazyChakraScope } from "~/theme/lazy-chakra-scope";
import { whenIdle } from "~/pwa/when-idle";
// The static stylesheet (ADR 0017): linked by every app page, cached by the service worker.
import "virtual:static.css";
import { NoScriptNotice } from "~/components/no-script-notice";

export type AppData = { user: User | null; isAdmin: boolean };

/** The signed-in local user, or null: the account comes from the session (or its offline copy). */
export async function clientLoader(): Promise<AppData> {
  const user = await signInLocalUser();
  // The session's answer (or its offline copy) says whether this person moderates.
  return { user, isAdmin: user !== null && readMirroredAccount()?.isAdmin === true };
}

// The session only changes through sign-in/out (full page loads) and profile edits.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction ? defaultShouldRevalidate : false;
}

export function useAppUser(): User | null {
  return useRouteLoaderData<typeof clientLoader>("routes/_app")?.user ?? null;
}

/** What the frame shows while the first page's data loads (hydration). */
function PageLoading() {
  return (
    <div aria-busy="true" className="page-loading">
      <div role="status" data-loading-status="">
        LOADING...
      </div>
      <NoScriptNotice />
      <div className="skeleton-block" />
      <div className="skeleton-block-tall" />
    </div>
  );
}

/**
 * Another tab saved something (docs/architecture.md §2: BroadcastChannel → revalidate): reload this page's data.
 * Notices that come while a reload runs are folded into one more reload after it, so a burst of
 * clicks elsewhere costs a few reloads here, and the last one always reads the last write.
 */
function useChangesFromOtherTabs(): void {
  const { state, revalidate } = useRevalidator();
  const stale = useRef(false);
  const [notices, noticed] = useReducer((n: number) => n + 1, 0);
  useEffect(
    () =>
      getBrowserStorage().subscribe((event) => {
        // This tab's own sync brings other devices' changes: a reload as for another tab's.
        if (event.origin !== "remote" && event.type !== "synced") return;
        stale.current = true;
        noticed();
      }),
    [],
  );
  useEffect(() => {
    if (state !== "idle" || !stale.current) return;
    stale.current = false;
    void revalidate();
  }, [state, notices, revalidate]);
}

/**
 * Saves that fail in the background (a checkpoint, the daily refresh) answer no click, so
 * storage reports them as notices: the user is told as for any failed save (spec §8).
 */
function useBackgroundSaveErrors(): void {
  useEffect(
    () =>
      getBrowserStorage().subscribe((event) => {
        if (event.type === "error") notifyError(event.error);
      }),
    [],
  );
}

/**
 * With SYNC=on, the signed-in user's data syncs while a page is open, also one loaded offline (it syncs
 * once the connection comes back, server-sync.ts). The loop starts once the
 * page is painted and idle: its first round takes the storage lock and the network, which the
 * page's own data must not wait for (ADR 0023).
 */
function useSync(user: User | null): void {
  useEffect(() => {
    if (!user) return;
    const client = getSyncClient();
    let current = true;
    const cancel = whenIdle(
      () =>
        void syncsUserOnThisPage(getBrowserStorage(), user.id).then((on) => {
          if (!on || !current) return;
          client.start(
            user.id,
            (message) => notify.warning(message),
            // One toast for all of them (rule 11); Settings lists each.
            (count) => notify.warning(notMergedMessage(count)),
          );
        }),
    );
    return () => {
      current = false;
      cancel();
      client.end();
    };
  }, [user]);
}

/**
 * Pages whose route says `staticStyles` (home) render with the static stylesheet alone; the
 * others get Chakra, whose code loads with the first of them (ADR 0017).
 */
function PageStyles({ children }: { children: ReactNode }) {
  const staticStyles = routeHasStaticStyles(useMatches().map((match) => match.handle));
  return staticStyles ? children : <LazyChakraScope>{children}</LazyChakraScope>;
}

/**
 * The app frame, also used as the hydration fallback: with the same component before and after
 * the first data load, React keeps the server-rendered frame and fills in the page, instead of
 * building the whole document a second time (two full style passes on /home, ADR 0017).
 */
export default function AppArea() {
  const data = useRouteLoaderData<typeof clientLoader>("routes/_app");
  const user = data?.user ?? null;
  useChangesFromOtherTabs();
  useBackgroundSaveErrors();
  useSync(user);
  return (
    <AppLayout user={user} isAdmin={data?.isAdmin}>
      {data ? (
        <PageStyles>
          <Outlet />
        </PageStyles>
      ) : (
        <PageLoading />
      )}
    </AppLayout>
  );
}

export const HydrateFallback = AppArea;

/** An app page failed (e.g. damaged local data): the frame still knows who is signed in, and offers ways on. */
export function ErrorBoundary() {
  const user = useAppUser();
  return (
    <AppLayout user={user}>
      <ErrorScreen
        error={useRouteError()}
        intro={user ? <SignedInAs user={user} /> : null}
        actions={user ? <AppErrorActions /> : undefined}
      />
    </AppLayout>
  );
}
