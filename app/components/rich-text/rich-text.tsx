import { Link } from "@remix-run/react";
import { useState } from "react";
import { emojiUrl } from "./emoji-url";
import { tokenize, type Token } from "./tokens";

/** An emoji as a CDN image; the plain character when the image cannot load. */
export function Emoji({ value }: { value: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>{value}</>;
  return (
    <img
      src={emojiUrl(value)}
      alt={value}
      // The CDN learns which emoji are shown, never on which page.
      referrerPolicy="no-referrer"
      draggable={false}
      className="emoji"
      onError={() => setFailed(true)}
    />
  );
}

/** Lower-case usernames a mention may link to; undefined: every mention is a link. */
type Mentionable = ReadonlySet<string> | undefined;

function TokenView({ token, mentionable }: { token: Token; mentionable: Mentionable }) {
  switch (token.type) {
    case "text":
      return <>{token.value}</>;
    case "emoji":
      return <Emoji value={token.value} />;
    case "mention":
      // Nobody to show (no such person, or a private profile): plain text, not a link to a 404.
      if (mentionable && !mentionable.has(token.username.toLowerCase())) return <>@{token.username}</>;
      return (
        <Link to={token.href} prefetch="intent" className="rich-mention" onClick={(event) => event.stopPropagation()}>
          @{token.username}
        </Link>
      );
    case "link":
      return (
        <a
          href={token.href}
          target="_blank"
          rel="noopener noreferrer"
          className="rich-link"
          onClick={(event) => event.stopPropagation()}
        >
          {token.text}
        </a>
      );
  }
}

/**
 * User text with emoji, and optionally @mentions and links. It is only ever
 * rendered as React text and elements, never as HTML. Static classes
 * (rich-text.styles.ts): card titles on /home are rich text.
 */
export function RichText({
  text,
  links = true,
  mentions = true,
  mentionable,
}: {
  text: string;
  links?: boolean;
  mentions?: boolean;
  /** Where the server knows whose profile is visible (a public page): only those mentions link. */
  mentionable?: ReadonlySet<string>;
}) {
  return (
    <>
      {tokenize(text, { links, mentions }).map((token, index) => (
        <TokenView key={index} token={token} mentionable={mentionable} />
      ))}
    </>
  );
}
