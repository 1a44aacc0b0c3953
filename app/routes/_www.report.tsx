// /report?kind=<profile|habit|goal>&user=<userId>&item=<itemId or empty>: the report form behind
// every Report link (issue #22). Server-rendered, no JavaScript, signed-in only.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ReportView } from "~/components/moderation/report-form";
import { unlistedPageMeta } from "~/components/page-meta";
import { reportFormPage, sendReport } from "~/server/social/report-form.server";
import type { ReportFormData } from "~/social/report-form-data";
import type { RouteHandle } from "~/seo/route-handle";

// Everything but the sign-in prompt is shown to a signed-in person: the header leads back to the app.
export const handle: RouteHandle = {
  signedInViewer: (data) => (data as ReportFormData | undefined)?.state !== "sign-in",
};

export function loader({ request }: LoaderFunctionArgs) {
  return reportFormPage(request);
}

export function action({ request }: ActionFunctionArgs) {
  return sendReport(request);
}

export const meta: MetaFunction = () =>
  unlistedPageMeta("Report", "Tell the moderators about a profile, a habit or a goal that breaks the Community Rules.");

export default function ReportPage() {
  const loaded = useLoaderData<typeof loader>();
  const sent = useActionData<typeof action>();
  return <ReportView view={sent ?? loaded} />;
}
