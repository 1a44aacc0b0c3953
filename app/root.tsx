import { Box, ChakraProvider } from "@chakra-ui/react";
import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorScreen, errorMeta } from "~/components/error-screen";
import { NotFound } from "~/components/not-found";
import { PendingIndicator } from "~/components/pending-indicator";
import { ModalsProvider } from "~/modals/modals-provider";
import { routeHydrates } from "~/route-handle";
import { useNonce } from "~/security/nonce-context";
import { system } from "~/theme/system";
import { themeScript } from "~/theme/theme-script";
import { ThemeProvider } from "~/theme/theme-provider";
import { Toaster } from "~/toasts/toaster";

export const links: LinksFunction = () => [{ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }];

function useHydrates(): boolean {
  return routeHydrates(useMatches().map((match) => match.handle));
}

export const meta: MetaFunction = ({ error }) => (error ? errorMeta(error) : [{ title: "Momentum" }]);

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const hydrates = useHydrates();
  return (
    // The theme script sets the class before paint; React must not fight it.
    <html lang="en" className="dark" data-theme-choice="dark" style={{ colorScheme: "dark" }} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#18181b" />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
        <Meta />
        <Links />
      </head>
      <body>
        <ChakraProvider value={system}>
          <ThemeProvider>
            <ModalsProvider>{children}</ModalsProvider>
            {hydrates ? <Toaster nonce={nonce} /> : null}
          </ThemeProvider>
        </ChakraProvider>
        {hydrates ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return (
    <>
      <PendingIndicator />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <Box as="main" id="main">
      {isRouteErrorResponse(error) && error.status === 404 ? <NotFound /> : <ErrorScreen error={error} />}
    </Box>
  );
}
