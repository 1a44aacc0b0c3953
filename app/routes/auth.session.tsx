// GET /auth/session: who is signed in, for the client app to mirror locally (it keeps working
// offline with its copy). Production answers this path in server.ts before Remix; the same function.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { sessionResponse } from "~/server/auth/session.server";

export function loader({ request }: LoaderFunctionArgs) {
  return sessionResponse(request);
}
