// GET /sitemap.xml: the public pages at their canonical URLs (APP_URL's origin).
import { getEnv } from "~/server/env.server";
import { sitemapXml } from "~/seo/sitemap-xml";

export function loader() {
  return new Response(sitemapXml(getEnv().appUrl), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
