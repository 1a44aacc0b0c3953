import { Box, Flex, Link as ChakraLink } from "@chakra-ui/react";
import { NavLink, useLocation } from "@remix-run/react";
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { APP_NAV, MOBILE_MAIN_COUNT } from "./app-nav";

/** Height of the phone bar; the page keeps this much room at its foot so the bar never covers content. */
export const MOBILE_NAV_HEIGHT = "64px";

const main = APP_NAV.slice(0, MOBILE_MAIN_COUNT);
const more = APP_NAV.slice(MOBILE_MAIN_COUNT);

const itemStyle = {
  flex: "1",
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5",
  minW: "0",
  fontSize: "xs",
  color: "fg.muted",
  cursor: "pointer",
  _hover: { color: "fg", textDecoration: "none" },
  css: { "&[aria-current=page]": { color: "fg", fontWeight: "semibold" } },
} as const;

function BarLink({ to, icon, children }: { to: string; icon: string; children: ReactNode }) {
  return (
    <ChakraLink asChild {...itemStyle}>
      <NavLink to={to} prefetch="intent">
        <Box as="span" fontSize="lg" aria-hidden="true">
          {icon}
        </Box>
        {children}
      </NavLink>
    </ChakraLink>
  );
}

/**
 * Phone navigation: a bar fixed at the foot with the four main destinations and "More" for the
 * rest, so every destination is one or two taps away and none starts off-screen. "More" is a native
 * <details> disclosure: keyboard- and screen-reader-usable and working before the page hydrates.
 */
export function MobileNav() {
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
    <Box
      as="nav"
      aria-label="App"
      display={{ base: "block", lg: "none" }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="bg"
      borderTopWidth="1px"
      borderColor="border"
      css={{ paddingBottom: "env(safe-area-inset-bottom)" }}
    >
      <Flex as="ul" h={MOBILE_NAV_HEIGHT} listStyleType="none" m="0" p="0">
        {main.map((item) => (
          <Flex as="li" key={item.to} flex="1" minW="0">
            <BarLink to={item.to} icon={item.icon}>
              {item.label}
            </BarLink>
          </Flex>
        ))}
        <Flex as="li" flex="1" minW="0" position="relative">
          <Box as="details" ref={details} onKeyDown={onKeyDown} display="flex" flex="1" data-testid="mobile-more">
            <Box
              as="summary"
              {...itemStyle}
              h="full"
              listStyleType="none"
              data-active={inMore || undefined}
              css={{
                "&[data-active]": { color: "fg", fontWeight: "semibold" },
                "&::-webkit-details-marker": { display: "none" },
              }}
            >
              <Box as="span" fontSize="lg" aria-hidden="true">
                ☰
              </Box>
              More
            </Box>
            <Box
              as="ul"
              position="absolute"
              bottom="calc(100% + 8px)"
              right="2"
              minW="44"
              listStyleType="none"
              m="0"
              p="1"
              bg="bg.panel"
              borderWidth="1px"
              borderColor="border"
              borderRadius="md"
              boxShadow="lg"
            >
              {more.map((item) => (
                <li key={item.to}>
                  <ChakraLink
                    asChild
                    display="flex"
                    gap="2"
                    px="3"
                    py="2.5"
                    borderRadius="sm"
                    color="fg"
                    _hover={{ bg: "bg.muted", textDecoration: "none" }}
                    css={{ "&[aria-current=page]": { fontWeight: "semibold", bg: "bg.emphasized" } }}
                  >
                    <NavLink to={item.to} prefetch="intent" onClick={close}>
                      <span aria-hidden="true">{item.icon}</span>
                      {item.label}
                    </NavLink>
                  </ChakraLink>
                </li>
              ))}
            </Box>
          </Box>
        </Flex>
      </Flex>
    </Box>
  );
}
