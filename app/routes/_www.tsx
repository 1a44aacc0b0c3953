import { isRouteErrorResponse, Outlet, useRouteError } from "@remix-run/react";
import { ErrorScreen } from "~/components/error-screen";
import { NotFound } from "~/components/not-found";
import { PublicLayout } from "~/components/public-layout";
import type { RouteHandle } from "~/route-handle";

// Public pages are complete as HTML: they ship no app JavaScript (ADR 0004).
export const handle: RouteHandle = { hydrate: false };

export default function PublicArea() {
  return (
    <PublicLayout>
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
