import { BRAND_CTA } from "~/theme/brand";
import { Box, Button, Container, Flex, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { UserAvatar } from "~/components/user-avatar";
import { Form, NavLink } from "@remix-run/react";
import type { ReactNode } from "react";
import type { User } from "~/game/entity-schemas";
import { LiveRegion } from "~/components/live-region";
import { OfflineIndicator } from "~/pwa/offline-indicator";
import { StorageAlert } from "~/components/storage-alert";
import { forgetAccount } from "~/account/current-account";
import { ThemeToggle } from "~/theme/theme-toggle";
import { APP_NAV } from "./app-nav";
import { MobileNav, MOBILE_NAV_HEIGHT } from "./mobile-nav";
import { useHeaderHeightVariable } from "./header-height";


function NavItem({ to, icon, children }: { to: string; icon: string; children: ReactNode }) {
  return (
    <ChakraLink
      asChild
      display="flex"
      alignItems="center"
      gap="2"
      px="3"
      py="2"
      borderRadius="md"
      whiteSpace="nowrap"
      color="fg.muted"
      _hover={{ bg: "bg.muted", color: "fg", textDecoration: "none" }}
      css={{ "&[aria-current=page]": { bg: "bg.emphasized", color: "fg", fontWeight: "semibold" } }}
    >
      <NavLink to={to} prefetch="intent">
        <span aria-hidden="true">{icon}</span>
        {children}
      </NavLink>
    </ChakraLink>
  );
}

function UserBadge({ user }: { user: User }) {
  return (
    <ChakraLink asChild display="flex" alignItems="center" gap="2" _hover={{ textDecoration: "none" }}>
      <NavLink to={`/profile/${user.username}`} prefetch="intent" aria-label={`Your profile: ${user.name}`}>
        <UserAvatar size="sm" name={user.name} pictureUrl={user.pictureUrl} />
        <Box display={{ base: "none", md: "block" }} lineHeight="short">
          <Text fontWeight="semibold" fontSize="sm">
            {user.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            @{user.username}
          </Text>
        </Box>
      </NavLink>
    </ChakraLink>
  );
}

/** Frame of every app page: brand, navigation, the signed-in user, theme and sign-out. */
export function AppLayout({ user, children }: { user: User | null; children: ReactNode }) {
  const header = useHeaderHeightVariable();
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Box as="header" ref={header} borderBottomWidth="1px" borderColor="border" position="sticky" top="0" bg="bg" zIndex="sticky">
        <OfflineIndicator />
        <Container maxW="7xl" py="2">
          <Flex align="center" justify="space-between" gap="3">
            <ChakraLink asChild fontWeight="bold" fontSize="lg" _hover={{ textDecoration: "none" }}>
              <NavLink to="/home" aria-label="Momentum, home">
                <span aria-hidden="true">⚡</span>
                {/* The word mark gives way on narrow screens so the header never scrolls sideways. */}
                <Box as="span" display={{ base: "none", sm: "inline" }}>
                  {" "}
                  Momentum
                </Box>
              </NavLink>
            </ChakraLink>
            <HStack gap="3">
              <ThemeToggle />
              {user ? (
                <>
                  <UserBadge user={user} />
                  <Form method="post" action="/auth/logout" reloadDocument onSubmit={forgetAccount}>
                    <Button type="submit" size="sm" variant="outline">
                      Sign out
                    </Button>
                  </Form>
                </>
              ) : (
                <Button asChild size="sm" {...BRAND_CTA}>
                  <a href="/create-account">Sign in</a>
                </Button>
              )}
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Container
        maxW="7xl"
        flex="1"
        display="flex"
        gap="8"
        pt="6"
        pb={{ base: `calc(${MOBILE_NAV_HEIGHT} + 1.5rem)`, lg: "6" }}
      >
        <Stack as="nav" aria-label="App" display={{ base: "none", lg: "flex" }} w="48" flexShrink={0} gap="1">
          {APP_NAV.map((item) => (
            <NavItem key={item.to} to={item.to} icon={item.icon}>
              {item.label}
            </NavItem>
          ))}
        </Stack>
        <Box as="main" id="main" flex="1" minW="0" tabIndex={-1}>
          <StorageAlert />
          {children}
          <LiveRegion />
        </Box>
      </Container>
      <MobileNav />
    </Flex>
  );
}
