// User text through the real renderer (react-dom/server): whatever is typed, the
// markup holds only the anchors and emoji images RichText makes, every href is
// http(s) or a local /username, and all of the text comes back as text.
import { ChakraProvider } from "@chakra-ui/react";
import fc from "fast-check";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { system } from "~/theme/system";
import { EMOJI_BASE_URL } from "./emoji-url";
import { RichText } from "./rich-text";
import { tokenize } from "./tokens";
import { INVISIBLE_CHARACTERS } from "~test/invisible-characters";

const ORIGIN = "https://momentum.test";
const MENTION_HREF = /^\/[A-Za-z0-9]+(?:[._][A-Za-z0-9]+)*$/;

const PIECES = [
  "javascript:",
  "JaVaScRiPt:",
  "java\tscript:",
  " javascript:",
  "javascript&colon;",
  "data:text/html,",
  "data:image/svg+xml;base64,",
  "vbscript:",
  "file:///",
  "http://",
  "https://",
  "HTTPS://",
  "http:",
  "//",
  "\\\\",
  "evil.com",
  "example.com/a?b=1&c=2#d",
  "@",
  "@bob",
  "@a.b",
  "@_x",
  "@javascript",
  "alert(1)",
  "<script>",
  "</script>",
  "<img src=x onerror=alert(1)>",
  '<a href="javascript:alert(1)">',
  "</a>",
  "<!--",
  "-->",
  "<![CDATA[",
  "<style>",
  "&",
  "&amp;",
  "&lt;",
  "&#106;",
  "&#x6A;",
  "&quot;",
  "[",
  "]",
  "[[",
  "]]",
  "(",
  ")",
  "{",
  "}",
  '"',
  "'",
  "`",
  "=",
  ...INVISIBLE_CHARACTERS,
  "%0a",
  "%3Cscript%3E",
  ".",
  ",",
  "!",
  "?",
  ":",
  "😀",
  "👩‍💻",
  "❤️",
  "🇫🇷",
  "👍🏽",
  "é",
  "ｊａｖａｓｃｒｉｐｔ：",
  "\ud800",
];

const userText = fc.oneof(
  fc
    .array(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...PIECES) }, fc.string({ maxLength: 3 })), {
      maxLength: 14,
    })
    .map((parts) => parts.join("")),
  fc.string({ unit: "grapheme", maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.webUrl({ withFragments: true, withQueryParameters: true }).map((url) => `see ${url}.`),
);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#x27": "'", "#39": "'" };
const decode = (html: string) =>
  html.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_match, name: string) => ENTITIES[name] ?? "");

type Element = { name: string; attributes: Record<string, string> };
type Parsed = { elements: Element[]; text: string; problems: string[] };

/** What RichText may emit: its anchors and emoji images (Emotion's style tags are removed first). */
const ALLOWED: Record<string, Set<string>> = {
  a: new Set(["href", "class", "target", "rel", "data-discover"]),
  img: new Set(["src", "alt", "draggable", "class", "referrerpolicy"]),
};

/**
 * Reads React's static markup. React escapes '<' and '>' in text and attribute
 * values, so every '<' left in the output starts a tag: any tag the renderer does
 * not make, or any stray '<' or '>', means user text became markup.
 */
function parse(html: string): Parsed {
  const problems: string[] = [];
  const withoutStyles = html.replace(/<style data-emotion="[^"]*">([^<]*)<\/style>/g, "");
  const elements: Element[] = [];
  let text = "";
  let last = 0;
  for (const match of withoutStyles.matchAll(
    /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[a-zA-Z-]+(?:="[^"]*")?)*)\s*(\/?)>/g,
  )) {
    text += withoutStyles.slice(last, match.index);
    last = match.index + match[0].length;
    const [, closing, name = "", attributeText = ""] = match;
    const allowed = ALLOWED[name];
    if (!allowed) problems.push(`unexpected element <${closing}${name}>`);
    if (closing) continue;
    const attributes: Record<string, string> = {};
    for (const [, written = "", value = ""] of attributeText.matchAll(/\s+([a-zA-Z-]+)(?:="([^"]*)")?/g)) {
      const key = written.toLowerCase(); // HTML attribute names ignore case (React writes referrerPolicy)
      if (!allowed?.has(key)) problems.push(`unexpected attribute ${key} on <${name}>`);
      attributes[key] = decode(value);
    }
    if (name === "img") text += attributes.alt ?? "";
    elements.push({ name, attributes });
  }
  text += withoutStyles.slice(last);
  if (/[<>]/.test(text)) problems.push("a '<' or '>' outside any tag");
  return { elements, text: decode(text), problems };
}

function hrefProblem(href: string | undefined): string | null {
  if (href === undefined) return "an anchor without href";
  if (MENTION_HREF.test(href)) return null;
  let url: URL;
  try {
    url = new URL(href, ORIGIN);
  } catch {
    return `unparsable href ${JSON.stringify(href)}`;
  }
  if ((url.protocol === "https:" || url.protocol === "http:") && /^https?:\/\//i.test(href)) return null;
  return `href ${JSON.stringify(href)} is neither http(s) nor a local /username`;
}

const render = (
  text: string,
  options: { links?: boolean; mentions?: boolean; mentionable?: ReadonlySet<string> } = {},
) =>
  renderToStaticMarkup(
    <ChakraProvider value={system}>
      <MemoryRouter>
        <RichText text={text} {...options} />
      </MemoryRouter>
    </ChakraProvider>,
  );

// Router and Emotion warn once that layout effects do nothing on the server; thousands of renders need no such noise.
beforeAll(() => void vi.spyOn(console, "error").mockImplementation(() => undefined));
afterAll(() => vi.restoreAllMocks());

describe("RichText under generated text", { timeout: 30_000 }, () => {
  it("tokenize: every link and mention href is http(s) or a local /username", { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(userText, (text) => {
        const problems = tokenize(text)
          .filter((token) => token.type === "link" || token.type === "mention")
          .map((token) => hrefProblem(token.href))
          .filter((problem) => problem !== null);
        expect(problems).toEqual([]);
      }),
      { numRuns: 10_000 },
    );
  });

  it(
    "renders only its own anchors and emoji images, with safe hrefs, and every character of the text as text",
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(userText, fc.boolean(), (text, plain) => {
          const html = render(text, plain ? { links: false, mentions: false } : {});
          const { elements, text: shown, problems } = parse(html);
          for (const element of elements) {
            if (element.name === "a") {
              const problem = hrefProblem(element.attributes.href);
              if (problem) problems.push(problem);
              if (plain) problems.push("a link in text rendered without links or mentions");
            }
            if (element.name === "img" && !element.attributes.src?.startsWith(EMOJI_BASE_URL))
              problems.push(`img src ${element.attributes.src} is not the emoji CDN`);
            // The CDN learns which emoji are shown, never on which page.
            if (element.name === "img" && element.attributes.referrerpolicy !== "no-referrer")
              problems.push("an emoji image that sends the page's address to the CDN");
          }
          expect(problems, html).toEqual([]);
          expect(shown).toBe(text);
        }),
        { numRuns: 1500 },
      );
    },
  );

  it("links only the mentions of visible profiles when the page knows them; the rest stays as text", () => {
    const text = "Runs with @bob, @Carol and @dan.r";
    const { elements, text: shown } = parse(render(text, { mentionable: new Set(["bob", "carol"]) }));
    expect(elements.filter((element) => element.name === "a").map((element) => element.attributes.href)).toEqual([
      "/bob",
      "/Carol",
    ]);
    expect(shown).toBe(text);
  });

  it("the parser itself finds injected markup, so a clean result means something", () => {
    const injected = parse('<a href="javascript:alert(1)">x</a><script>alert(1)</script>');
    expect(injected.problems).toEqual(["unexpected element <script>", "unexpected element </script>"]);
    expect(hrefProblem(injected.elements[0]?.attributes.href)).toMatch(/neither http\(s\) nor/);
    expect(parse("a > b").problems).toEqual(["a '<' or '>' outside any tag"]);
  });
});
