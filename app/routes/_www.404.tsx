import { data, type MetaFunction } from "@remix-run/node";
import { NotFound } from "~/components/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: MetaFunction = () => [
  { title: "Page not found | Momentum" },
  { name: "description", content: "There is nothing at this address." },
];

export default function NotFoundPage() {
  return <NotFound />;
}
