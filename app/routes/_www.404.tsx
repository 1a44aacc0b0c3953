import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";
import { pageMeta } from "~/components/page-meta";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => pageMeta("Page not found", "There is nothing at this address.");

export default function NotFoundPage() {
  return <NotFound />;
}
