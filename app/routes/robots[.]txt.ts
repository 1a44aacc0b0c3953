// GET /robots.txt: a real resource (it used to fall through to the /{username} page).
import { getEnv } from "~/server/env.server";
import { robotsTxt } from "~/seo/robots-txt";

export function loader() {
  return new Response(robotsTxt(getEnv().appUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
