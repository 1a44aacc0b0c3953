import {
  Outlet,
  useMatches,
  useRevalidator,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "@remix-run/react";
import { useEffect, useReducer, useRef, type ReactNode } from "react";
import { AppLayout } from "~/components/app-layout";
import { ErrorScreen } from "~/components/error-screen";
import { AppErrorActions, SignedInAs } from "~/components/app-error-actions";
import type { User } from "~/game/entity-schemas";
import { signInLocalUser } from "~/account/local-user";
import { getBrowserStorage } from "~/storage";
import { notifyError } from "~/toasts/notify";
import { routeHasStaticStyles } from "~/route-handle";
import { LazyChakraScope } from "~/theme/lazy-chakra-scope";
// The static stylesheet (ADR 0017): linked by every app page, cached by the service worker.
import "virtual:static.css";

export type AppData = { user: User | null };

/** The signed-in local user, or null: the account comes from the session (or its offline copy). */
export async function clientLoader(): Promise<AppData> {
  return { user: await signInLocalUser() };
}

// The session only changes through sign-in/out (full page loads) and profile edits.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction ? defaultShouldRevalidate : false;
}

export function useAppUser(): User | null {
  return useRouteLoaderData<typeof clientLoader>("routes/_app")?.user ?? null;
}

export function HydrateFallback() {
  return (
    <AppLayout user={null}>
      <div aria-busy="true" className="page-loading">
        <div role="status">LOADING...</div>
        <div className="skeleton-block" />
        <div className="skeleton-block-tall" />
      </div>
    </AppLayout>
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
        if (event.origin !== "remote") return;
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
 * Pages whose route says `staticStyles` (home) render with the static stylesheet alone; the
 * others get Chakra, whose code loads with the first of them (ADR 0017).
 */
function PageStyles({ children }: { children: ReactNode }) {
  const staticStyles = routeHasStaticStyles(useMatches().map((match) => match.handle));
  return staticStyles ? children : <LazyChakraScope>{children}</LazyChakraScope>;
}

export default function AppArea() {
  const user = useAppUser();
  useChangesFromOtherTabs();
  useBackgroundSaveErrors();
  return (
    <AppLayout user={user}>
      <PageStyles>
        <Outlet />
      </PageStyles>
    </AppLayout>
  );
}

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
