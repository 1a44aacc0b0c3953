import { NavLink } from "@remix-run/react";
import { preloadChakraScope } from "~/theme/lazy-chakra-scope";
import type { AppNavItem } from "./app-nav";

/**
 * One destination of the app's navigation, on the side bar or under the phone's More: a full
 * page load for the server's own pages (`document`), else an in-app link whose page code (and
 * Chakra, which pages other than home use) starts loading with the intent to go there.
 */
export function AppNavLink({
  item,
  className,
  onClick,
}: {
  item: AppNavItem;
  className: string;
  onClick?: () => void;
}) {
  const content = (
    <>
      <span aria-hidden="true">{item.icon}</span>
      {item.label}
    </>
  );
  if (item.document)
    return (
      <a href={item.to} className={className}>
        {content}
      </a>
    );
  return (
    <NavLink
      to={item.to}
      prefetch="intent"
      className={className}
      onClick={onClick}
      onPointerEnter={preloadChakraScope}
      onFocus={preloadChakraScope}
    >
      {content}
    </NavLink>
  );
}
