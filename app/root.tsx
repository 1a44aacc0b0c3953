// First: zod's settings must be in place before any schema is built (zod-jitless.ts).
import "~/zod-jitless";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorScreen, errorMeta } from "~/components/error-screen";
import { NotFound } from "~/components/not-found";
import { PendingIndicator } from "~/components/pending-indicator";
import { getEnv } from "~/server/env.server";
import { ModalsProvider } from "~/modals/modals-provider";
import { ServiceWorkerUpdates } from "~/pwa/service-worker-updates";
import { publicDocumentOf, routeHydrates } from "~/seo/route-handle";
import { useNonce } from "~/security/nonce-context";
import { TEST_CLOCK_ATTRIBUTE } from "~/storage/backend/clock";
import { DocumentHeadStart } from "~/theme/document-head-start";
import { ThemeProvider } from "~/theme/theme-provider";
import { Toaster } from "~/toasts/toaster";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
  { rel: "manifest", href: "/manifest.webmanifest" },
];

function useHydrates(): boolean {
  const matches = useMatches();
  return routeHydrates(matches.map((match) => match.handle)) && !publicDocumentOf(matches);
}

/**
 * End-to-end tests only (ADR 0007): with E2E_TEST_CLOCK=1 in the server's
 * environment, and never on a public origin, the document is marked so the
 * app's clock honours a test offset. Without the mark the offset is ignored.
 */
export function loader() {
  return { testClock: process.env.E2E_TEST_CLOCK === "1" && !getEnv().publicOrigin };
}

// The flag is fixed for the server process: no refetch on client navigations.
export const shouldRevalidate = () => false;

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : [{ title: "Momentum" }]);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hydrates = useHydrates();
  const testClock = useRouteLoaderData<typeof loader>("root")?.testClock === true;
  return (
    // The theme script sets the class before paint; React must not fight it.
    <html
      lang="en"
      className="dark"
      data-theme-choice="dark"
      style={{ colorScheme: "dark" }}
      suppressHydrationWarning
      {...(testClock ? { [TEST_CLOCK_ATTRIBUTE]: "on" } : {})}
    >
      <head>
        <DocumentHeadStart nonce={nonce} />
        <Meta />
        <Links />
      </head>
      <body>
        {/* No Chakra here: pages that use it get it from their layout (ADR 0017). */}
        <ThemeProvider>
          <ModalsProvider>{children}</ModalsProvider>
          {hydrates ? <Toaster /> : null}
          {/* Public pages ship no JavaScript; the worker is registered by the app's pages. */}
          {hydrates ? <ServiceWorkerUpdates /> : null}
        </ThemeProvider>
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  // Someone else's profile (ADR 0025): the route's public page (in the public layout, which it
  // brings itself: root is in every app page's code), rendered here on the server only.
  const publicPage = publicDocumentOf(useMatches());
  if (publicPage) return <publicPage.Page data={publicPage.data} />;
  return (
    <>
      <PendingIndicator />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main id="main">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorScreen error={error} />}
    </main>
  );
}
