import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ContentPageView } from "~/components/content-page";
import { pageMeta } from "~/components/page-meta";
import { LEGAL_PAGES } from "~/content/legal";

export function loader({ params }: LoaderFunctionArgs) {
  const page = LEGAL_PAGES.find((candidate) => candidate.slug === params.slug);
  if (!page) throw new Response("There is no legal page at this address.", { status: 404, statusText: "Not Found" });
  return { page };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data ? pageMeta(data.page.title, data.page.description) : pageMeta("Not found", "This page does not exist.");

export default function LegalPage() {
  const { page } = useLoaderData<typeof loader>();
  return <ContentPageView page={page} />;
}
