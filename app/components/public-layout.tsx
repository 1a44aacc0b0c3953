import { Box, Container, Flex, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "@remix-run/react";
import { BRAND_CTA } from "~/theme/brand";
import type { ReactNode } from "react";
import { ChakraScope } from "~/theme/chakra-scope";
import { ThemeToggle } from "~/theme/theme-toggle";

const NAV = [
  { to: "/about", label: "About" },
  { to: "/docs/", label: "Docs" },
  { to: "/help/", label: "Help" },
  { to: "/super", label: "Superfan" },
];

const FOOTER = [
  { to: "/legal/", label: "Legal" },
  { to: "/legal/terms-of-service", label: "Terms" },
  { to: "/legal/privacy-policy", label: "Privacy" },
  { to: "/legal/cookie-policy", label: "Cookies" },
  { to: "/legal/community-rules", label: "Community rules" },
  { to: "/legal/company", label: "Company" },
];

function NavLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <ChakraLink asChild color="fg.muted" _hover={{ color: "fg" }} fontWeight="medium">
      <Link to={to} prefetch="intent">
        {children}
      </Link>
    </ChakraLink>
  );
}

/**
 * Frame of every public page: header with navigation and theme toggle, main, footer. Public
 * pages are rendered on the server only (ADR 0004), with Chakra. `signedIn` only where the page
 * reads the session (a public profile, the report form, the admin queue): pages cached by path
 * are the same for everyone.
 */
export function PublicLayout({ signedIn = false, children }: { signedIn?: boolean; children: ReactNode }) {
  return (
    <ChakraScope>
      <PublicFrame signedIn={signedIn}>{children}</PublicFrame>
    </ChakraScope>
  );
}

/** The header's call to action: back into the app for a signed-in person, else the way in. */
function HeaderAction({ signedIn }: { signedIn: boolean }) {
  return (
    <ChakraLink asChild px="3" py="1.5" borderRadius="md" {...BRAND_CTA} fontWeight="semibold">
      {signedIn ? <Link to="/home">Open the app</Link> : <Link to="/get-started">Get started</Link>}
    </ChakraLink>
  );
}

function PublicFrame({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <Box as="header" borderBottomWidth="1px" borderColor="border">
        <Container maxW="6xl" py="3">
          <Flex align="center" justify="space-between" gap="4" wrap="wrap">
            <ChakraLink asChild fontWeight="bold" fontSize="xl" _hover={{ textDecoration: "none" }}>
              <Link to="/" aria-label="Momentum, home">
                <span aria-hidden="true">⚡</span> Momentum
              </Link>
            </ChakraLink>
            <HStack as="nav" aria-label="Main" gap="5" wrap="wrap">
              {NAV.map((item) => (
                <NavLink key={item.to} to={item.to}>
                  {item.label}
                </NavLink>
              ))}
              <HeaderAction signedIn={signedIn} />
              <ThemeToggle />
            </HStack>
          </Flex>
        </Container>
      </Box>
      <Box as="main" id="main" flex="1" tabIndex={-1}>
        {children}
      </Box>
      <Box as="footer" borderTopWidth="1px" borderColor="border" py="8" mt="12">
        <Container maxW="6xl">
          <Stack direction={{ base: "column", md: "row" }} justify="space-between" gap="4">
            <Text color="fg.muted" fontSize="sm">
              © 2026 Momentum. Your habits stay in your browser unless you sync or share them.
            </Text>
            <HStack as="nav" aria-label="Legal" gap="4" wrap="wrap" fontSize="sm">
              {FOOTER.map((item) => (
                <NavLink key={item.to} to={item.to}>
                  {item.label}
                </NavLink>
              ))}
            </HStack>
          </Stack>
        </Container>
      </Box>
    </Flex>
  );
}
