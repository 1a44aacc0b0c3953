import type { MetaFunction } from "@remix-run/node";
import { ContentPageView } from "~/components/content-page";
import { pageMeta } from "~/components/page-meta";
import { about } from "~/content/about";

export const meta: MetaFunction = () => pageMeta(about.title, about.description);

export default function AboutPage() {
  return <ContentPageView page={about} />;
}
