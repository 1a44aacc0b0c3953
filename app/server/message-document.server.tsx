// A server-rendered page that only says something (a missing community, a refused form, a
// sign-in limit), in the community pages' frame and without app JavaScript.
import { renderToStaticMarkup } from "react-dom/server";
import socialCss from "virtual:static-social.css?inline";
import { MessagePage } from "~/components/message-page";
import { SocialDocument } from "~/components/social/social-document";
import { createNonce } from "~/security/csp.server";

/** A page that only says something (a missing community, a refused form), in the same frame. */
export function messageDocument(
  nonce: string,
  message: { heading: string; text: string; links: { href: string; label: string }[] },
  signedIn = false,
): Buffer {
  const page = (
    <SocialDocument
      title={message.heading}
      description={message.text}
      nonce={nonce}
      css={socialCss}
      signedIn={signedIn}
    >
      <MessagePage icon="🧭" heading={message.heading} text={message.text} links={message.links} />
    </SocialDocument>
  );
  return Buffer.from(`<!DOCTYPE html>${renderToStaticMarkup(page)}`, "utf8");
}

/** The nonce server.ts made for this request (its CSP names it); `remix vite:dev` sends no CSP, any will do. */
export const nonceOf = (context: unknown): string =>
  (context as { cspNonce?: string } | undefined)?.cspNonce ?? createNonce();
