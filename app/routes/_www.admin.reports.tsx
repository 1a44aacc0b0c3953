// /admin/reports: the moderators' queue (issue #22, spec §6). Admins only (ADMIN_ACCOUNTS);
// everyone else gets 404. Server-rendered; every action is a plain form POST.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminQueue } from "~/components/moderation/admin-queue";
import { unlistedPageMeta } from "~/components/page-meta";
import { adminQueueAction, adminQueuePage } from "~/server/social/admin-queue.server";
import type { RouteHandle } from "~/seo/route-handle";

// Only a signed-in admin gets this page (anyone else: 404).
export const handle: RouteHandle = { signedInViewer: () => true };

export function loader({ request }: LoaderFunctionArgs) {
  return adminQueuePage(request);
}

export function action({ request }: ActionFunctionArgs) {
  return adminQueueAction(request);
}

export const meta: MetaFunction = () => unlistedPageMeta("Reports", "The moderators' queue.");

export default function AdminReportsPage() {
  const queue = useLoaderData<typeof loader>();
  const refused = useActionData<typeof action>();
  return <AdminQueue {...queue} error={refused?.error ?? null} />;
}
