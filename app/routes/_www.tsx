import type { MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse, Outlet, useMatches, useRouteError } from "@remix-run/react";
import { ErrorScreen } from "~/components/error-screen";
import { NotFound } from "~/components/not-found";
import { errorMeta } from "~/components/error-screen";
import { PublicLayout } from "~/components/public-layout";
import { viewerIsSignedIn, type RouteHandle } from "~/seo/route-handle";

// Public pages are complete as HTML: they ship no app JavaScript (ADR 0004).
export const handle: RouteHandle = { hydrate: false };

// Pages define their own meta; this one titles the error boundary's page.
export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : []);

export default function PublicArea() {
  return (
    <PublicLayout signedIn={viewerIsSignedIn(useMatches())}>
      <Outlet />
    </PublicLayout>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <PublicLayout>
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorScreen error={error} />}
    </PublicLayout>
  );
}
