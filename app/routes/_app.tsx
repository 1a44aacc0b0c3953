import { Box, Skeleton, Stack } from "@chakra-ui/react";
import { Outlet, useRouteError, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from "@remix-run/react";
import { AppLayout } from "~/components/app-layout";
import { ErrorScreen } from "~/components/error-screen";
import type { User } from "~/game/entity-schemas";
import { getAppUser } from "~/session/app-user";

export type AppData = { user: User | null };

/** The signed-in local user, or null: the account comes from the session (or its offline copy). */
export async function clientLoader(): Promise<AppData> {
  return { user: await getAppUser() };
}

// The session only changes through sign-in/out (full page loads) and profile edits.
export function shouldRevalidate({ formAction, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formAction ? defaultShouldRevalidate : false;
}

export function useAppUser(): User | null {
  return useRouteLoaderData<typeof clientLoader>("routes/_app")?.user ?? null;
}

export function HydrateFallback() {
  return (
    <AppLayout user={null}>
      <Stack gap="4" aria-busy="true">
        <Box role="status" fontWeight="bold" letterSpacing="wider">
          LOADING...
        </Box>
        <Skeleton h="24" />
        <Skeleton h="40" />
      </Stack>
    </AppLayout>
  );
}

export default function AppArea() {
  const user = useAppUser();
  return (
    <AppLayout user={user}>
      <Outlet />
    </AppLayout>
  );
}

export function ErrorBoundary() {
  return (
    <AppLayout user={null}>
      <ErrorScreen error={useRouteError()} />
    </AppLayout>
  );
}
