import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { PublicLayout } from "~/components/public-layout";
import type { RouteHandle } from "~/route-handle";

export const handle: RouteHandle = { hydrate: false };

// Any unknown path answers with a real 404 status, not a 200 page that says so.
export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => [
  { title: "Page not found | Momentum" },
  { name: "description", content: "There is nothing at this address." },
];

export default function CatchAll() {
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  );
}
