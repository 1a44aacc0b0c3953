import type { ReactNode } from "react";

type MessagePageProps = {
  icon: string;
  heading: string;
  text: string;
  /** Above the text, e.g. who is signed in. */
  intro?: ReactNode;
  /** Shown as preformatted text (an error's message). */
  detail?: string;
  /** Links out of here: the first is the main one. */
  links: { href: string; label: string }[];
  /** Ways on that are more than a link (buttons with behaviour), after the links. */
  actions?: ReactNode;
};

/** A page that only says something (an error, nothing found) and offers ways on. */
export function MessagePage({ icon, heading, text, intro, detail, links, actions }: MessagePageProps) {
  return (
    <div className="message-page">
      <div data-message="stack">
        <p data-message="icon" aria-hidden="true">
          {icon}
        </p>
        <h1 className="heading-2xl">{heading}</h1>
        {intro}
        <p data-message="text">{text}</p>
        {detail !== undefined ? (
          <pre className="message-detail" data-testid="error-detail">
            {detail}
          </pre>
        ) : null}
        <div data-message="actions">
          {links.map((link, index) => (
            <a key={link.href} href={link.href} className={index === 0 ? "btn-brand" : "btn-outline"}>
              {link.label}
            </a>
          ))}
          {actions}
        </div>
      </div>
    </div>
  );
}
