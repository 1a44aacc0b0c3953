/**
 * Shared shape of the static content pages (About, Help and the legal pages).
 * Pure data: a generic page component renders it. Strings are plain text,
 * never HTML.
 */
export type Block =
  | { type: "p"; text: string }
  | { type: "list"; items: string[] }
  | { type: "link"; text: string; href: string; external?: boolean }; // only https: or local "/..." hrefs

export type Section = { id: string; heading: string; blocks: Block[] }; // id is a kebab-case anchor

export type ContentPage = {
  slug: string; // e.g. "terms-of-service"
  title: string; // page <h1> and <title>
  subtitle: string;
  emoji: string; // one emoji shown as the page icon
  description: string; // <meta name="description">, at most 160 characters
  updated?: string; // e.g. "June 2024"
  sections: Section[];
};
