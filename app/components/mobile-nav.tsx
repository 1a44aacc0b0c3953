import { NavLink, useLocation } from "@remix-run/react";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { preloadChakraScope } from "~/theme/lazy-chakra-scope";
import { MOBILE_MAIN_COUNT, type AppNavItem } from "./app-nav";
import { AppNavLink } from "./app-nav-link";

// Pages other than home use Chakra: its code starts loading with the intent to go there.
const preload = { onPointerEnter: preloadChakraScope, onFocus: preloadChakraScope };

function BarLink({ to, icon, children }: { to: string; icon: string; children: ReactNode }) {
  return (
    <NavLink to={to} prefetch="intent" className="mobile-nav-link" {...preload}>
      <span data-nav="icon" aria-hidden="true">
        {icon}
      </span>
      {children}
    </NavLink>
  );
}

/**
 * Phone navigation: a bar fixed at the foot with the four main destinations and "More" for the
 * rest, so every destination is one or two taps away and none starts off-screen. "More" is a native
 * <details> disclosure: keyboard- and screen-reader-usable and working before the page hydrates.
 * Static classes (mobile-nav.styles.ts): it is part of the app frame (ADR 0017).
 */
export function MobileNav({ items }: { items: readonly AppNavItem[] }) {
  const main = items.slice(0, MOBILE_MAIN_COUNT);
  const more = items.slice(MOBILE_MAIN_COUNT);
  const details = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  const close = () => details.current?.removeAttribute("open");
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || !details.current?.open) return;
    close();
    details.current.querySelector("summary")?.focus();
  };
  const inMore = more.some((item) => pathname.startsWith(item.to.replace(/\/$/, "")));
  return (
    <nav aria-label="App" className="mobile-nav">
      <ul data-nav="bar">
        {main.map((item) => (
          <li key={item.to} data-nav="item">
            <BarLink to={item.to} icon={item.icon}>
              {item.label}
            </BarLink>
          </li>
        ))}
        <li data-nav="more">
          <details ref={details} onKeyDown={onKeyDown} data-testid="mobile-more">
            <summary className="mobile-nav-summary" data-active={inMore || undefined}>
              <span data-nav="icon" aria-hidden="true">
                ☰
              </span>
              More
            </summary>
            <ul className="mobile-nav-menu">
              {more.map((item) => (
                <li key={item.to}>
                  <AppNavLink item={item} className="mobile-nav-menu-link" onClick={close} />
                </li>
              ))}
            </ul>
          </details>
        </li>
      </ul>
    </nav>
  );
}
