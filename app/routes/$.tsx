import { NotFound } from "~/components/not-found";
import { PublicLayout } from "~/components/public-layout";
import type { RouteHandle } from "~/seo/route-handle";

export const handle: RouteHandle = { hydrate: false };

// Any unknown path answers as /404 does: a real 404 status, not a 200 page that says so.
export { loader, meta } from "./_www.404";

export default function CatchAll() {
  return (
    <PublicLayout>
      <NotFound />
    </PublicLayout>
  );
}
