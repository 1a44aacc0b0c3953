// The mock consent page's question for a human (MOCKS=true in development): whom to sign in as.
// Each choice is a plain link back to the same consent URL with `as=<key>`; no script.
import type { ProviderId } from "~/account/providers";
import { MOCK_PEOPLE } from "./mock-oauth.server";

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!);

export function mockChooserPage(provider: ProviderId, url: URL): Response {
  const choice = (key: string) => {
    const next = new URL(url);
    next.searchParams.set("as", key);
    return escape(`${next.pathname}${next.search}`);
  };
  const people = [
    `<li><a href="${choice("default")}">${escape(provider)}'s own mock user</a></li>`,
    ...MOCK_PEOPLE.map(
      (person) =>
        `<li><a href="${choice(person.key)}">${escape(person.name)}</a>${person.email ? ` <small>${escape(person.email)}</small>` : ""}</li>`,
    ),
  ].join("");
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Mock sign-in | Momentum</title>
<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:10vh auto;padding:0 1.5rem;line-height:1.6}li{margin:.4rem 0}a{font-weight:600}</style></head>
<body><main><h1>Mock sign-in (${escape(provider)})</h1>
<p>MOCKS=true: no real provider is asked. Choose whom to sign in as; each is a separate account.</p>
<ul>${people}</ul></main></body></html>`;
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" } });
}
