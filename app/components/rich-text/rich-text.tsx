import { chakra, Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import { useState } from "react";
import { emojiUrl } from "./emoji-url";
import { tokenize, type Token } from "./tokens";

/** An emoji as a CDN image; the plain character when the image cannot load. */
export function Emoji({ value }: { value: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <>{value}</>;
  return (
    <chakra.img
      src={emojiUrl(value)}
      alt={value}
      // The CDN learns which emoji are shown, never on which page.
      referrerPolicy="no-referrer"
      draggable={false}
      display="inline-block"
      h="1.1em"
      w="1.1em"
      verticalAlign="-0.15em"
      mx="0.05em"
      onError={() => setFailed(true)}
    />
  );
}

function TokenView({ token }: { token: Token }) {
  switch (token.type) {
    case "text":
      return <>{token.value}</>;
    case "emoji":
      return <Emoji value={token.value} />;
    case "mention":
      return (
        <ChakraLink asChild color="orange.fg" fontWeight="medium">
          <Link to={token.href} prefetch="intent" onClick={(event) => event.stopPropagation()}>
            @{token.username}
          </Link>
        </ChakraLink>
      );
    case "link":
      return (
        <ChakraLink
          href={token.href}
          target="_blank"
          rel="noopener noreferrer"
          color="orange.fg"
          textDecoration="underline"
          wordBreak="break-all"
          onClick={(event) => event.stopPropagation()}
        >
          {token.text}
        </ChakraLink>
      );
  }
}

/**
 * User text with emoji, and optionally @mentions and links. It is only ever
 * rendered as React text and elements, never as HTML.
 */
export function RichText({
  text,
  links = true,
  mentions = true,
}: {
  text: string;
  links?: boolean;
  mentions?: boolean;
}) {
  return (
    <>
      {tokenize(text, { links, mentions }).map((token, index) => (
        <TokenView key={index} token={token} />
      ))}
    </>
  );
}
