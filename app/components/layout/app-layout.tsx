import { NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import type { User } from "~/game/entity-schemas";
import { LiveRegion } from "~/components/live-region";
import { UserAvatar } from "~/components/user-avatar";
import { OfflineIndicator } from "~/pwa/offline-indicator";
import { StorageAlert } from "~/components/storage-alert";
import { SignOutButton } from "~/components/sign-out/sign-out-button";
import { SyncIndicator } from "~/components/sync-indicator";
import { preloadChakraScope } from "~/theme/lazy-chakra-scope";
import { ThemeToggle } from "~/theme/theme-toggle";
import { appNavFor, type AppNavItem } from "~/components/app-nav";
import { AppNavLink } from "~/components/app-nav-link";
import { useHeaderHeightVariable } from "~/theme/header-height";
import { MobileNav } from "~/components/mobile-nav";
import { IdlePrefetch } from "./idle-prefetch";

/** The app's links beside the page on large screens (phones have the bottom bar, mobile-nav.tsx). */
function SideNav({ items }: { items: readonly AppNavItem[] }) {
  return (
    <nav aria-label="App" className="app-nav-side">
      {items.map((item) => (
        <AppNavLink key={item.to} item={item} className="app-nav-link" />
      ))}
    </nav>
  );
}

function UserBadge({ user }: { user: User }) {
  return (
    <NavLink
      to={`/profile/${user.username}`}
      prefetch="intent"
      aria-label={`Your profile: ${user.name}`}
      className="app-user"
      onPointerEnter={preloadChakraScope}
      onFocus={preloadChakraScope}
    >
      <UserAvatar size="sm" name={user.name} pictureUrl={user.pictureUrl} />
      <div data-user="names">
        <p data-user="name">{user.name}</p>
        <p data-user="handle">@{user.username}</p>
      </div>
    </NavLink>
  );
}

/**
 * Frame of every app page: brand, navigation, the signed-in user, theme and sign-out. Plain
 * elements with static classes (app-layout.styles.ts): it is on every app page (ADR 0017).
 */
export function AppLayout({
  user,
  isAdmin = false,
  children,
}: {
  user: User | null;
  /** Listed in ADMIN_ACCOUNTS: the navigation adds the reports queue. */
  isAdmin?: boolean;
  children: ReactNode;
}) {
  const header = useHeaderHeightVariable();
  const nav = appNavFor(isAdmin);
  return (
    <div className="app-frame">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <header ref={header} className="app-header">
        <OfflineIndicator />
        <div className="app-header-bar">
          <div className="app-header-row">
            <NavLink to="/home" aria-label="Momentum, home" className="app-brand">
              <span aria-hidden="true">⚡</span>
              <span data-brand="word"> Momentum</span>
            </NavLink>
            <div className="app-header-actions">
              <SyncIndicator />
              <ThemeToggle />
              {user ? (
                <>
                  <UserBadge user={user} />
                  <SignOutButton userId={user.id} />
                </>
              ) : (
                <a href="/create-account" className="btn-sm-brand">
                  Sign in
                </a>
              )}
            </div>
          </div>
        </div>
      </header>
      <div className="app-body">
        <SideNav items={nav} />
        <main id="main" tabIndex={-1} className="app-main">
          <StorageAlert />
          {children}
          <LiveRegion />
        </main>
      </div>
      <MobileNav items={nav} />
      {user ? <IdlePrefetch pages={nav.filter((item) => !item.document).map((item) => item.to)} /> : null}
    </div>
  );
}
