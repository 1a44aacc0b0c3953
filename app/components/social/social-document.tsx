import { createElement, type ReactNode } from "react";
import { DocumentHeadStart } from "~/theme/document-head-start";
import { ThemeToggle } from "~/theme/theme-toggle";

const FOOTER = [
  { href: "/legal/", label: "Legal" },
  { href: "/legal/terms-of-service", label: "Terms" },
  { href: "/legal/privacy-policy", label: "Privacy" },
  { href: "/legal/community-rules", label: "Community rules" },
];

/**
 * A gap in a rendered page, filled per answer (app/server/social/community-page.server.tsx): the
 * marker element is cut out of the HTML before anything is sent.
 */
export function Slot({ name }: { name: string }) {
  return createElement("momentum-slot", { "data-slot": name });
}

type DocumentProps = {
  title: string;
  description: string;
  /** The answer's CSP nonce, or a Slot's marker text when the page is a template. */
  nonce: string;
  /**
   * The static stylesheet, inlined: the page links no other. Build-time CSS only
   * (`virtual:static-social.css`), never user text: it is written into <style> as it is.
   */
  css: string;
  /** Whether the header offers the app (signed in) or signing in. */
  signedIn: boolean | "slot";
  children: ReactNode;
};

/**
 * A whole document drawn with static classes alone, in the public pages' frame (ADR 0004, ADR
 * 0017): no script but the nonce'd theme script, which also runs the theme toggle.
 */
export function SocialDocument({ title, description, nonce, css, signedIn, children }: DocumentProps) {
  return (
    <html lang="en" className="dark" data-theme-choice="dark" style={{ colorScheme: "dark" }}>
      <head>
        <DocumentHeadStart nonce={nonce} />
        <title>{`${title} | Momentum`}</title>
        <meta name="description" content={description} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <style dangerouslySetInnerHTML={{ __html: css }} />
      </head>
      <body>
        <div className="social-frame">
          <a href="#main" className="skip-link">
            Skip to content
          </a>
          <header className="social-header">
            <div className="social-bar social-row">
              <a href="/" className="social-brand" aria-label="Momentum, home">
                <span aria-hidden="true">⚡</span> Momentum
              </a>
              <nav className="social-nav" aria-label="Main">
                <a href="/community/" className="social-nav-link">
                  Communities
                </a>
                <a href="/help/" className="social-nav-link">
                  Help
                </a>
                {signedIn === "slot" ? <Slot name="account" /> : <AccountLink signedIn={signedIn} />}
                <ThemeToggle />
              </nav>
            </div>
          </header>
          <main id="main" className="social-main" tabIndex={-1}>
            <div className="social-content">{children}</div>
          </main>
          <footer className="social-footer">
            <div className="social-footer-bar">
              <p>© 2026 Momentum. Your habits and goals stay yours: only what you make public shows here.</p>
              <nav className="social-nav" aria-label="Legal">
                {FOOTER.map((item) => (
                  <a key={item.href} href={item.href} className="social-nav-link">
                    {item.label}
                  </a>
                ))}
              </nav>
            </div>
          </footer>
        </div>
      </body>
    </html>
  );
}

/** The header's way into the app: home when signed in, signing in otherwise. */
export function AccountLink({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <a href="/home" className="btn-sm-brand">
      Open the app
    </a>
  ) : (
    <a href="/create-account" className="btn-sm-brand">
      Sign in
    </a>
  );
}
