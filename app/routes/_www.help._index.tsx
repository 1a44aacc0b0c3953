import type { MetaFunction } from "@remix-run/node";
import { ContentPageView } from "~/components/content-page";
import { pageMeta } from "~/components/page-meta";
import { help } from "~/content/help";

export const meta: MetaFunction = () => pageMeta(help.title, help.description);

export default function HelpPage() {
  return <ContentPageView page={help} />;
}
