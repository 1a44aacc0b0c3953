import { Badge, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useCallback, useEffect, useState } from "react";
import { listDevices, signOutDevices, type Device } from "~/device-session/server-account";
import { signedOutPath } from "~/account/sign-out-choice";
import { SignOutDialog } from "~/components/sign-out/sign-out-dialog";
import { endSession } from "~/device-session/end-session";

const lastSeenFormat = new Intl.DateTimeFormat("en", { dateStyle: "medium", timeStyle: "short" });

type State = { status: "loading" } | { status: "unavailable" } | { status: "ready"; devices: Device[] };

const stateOf = (devices: Device[] | null): State =>
  devices ? { status: "ready", devices } : { status: "unavailable" };

/**
 * Where this account is signed in (one entry per session on the server), with "Sign out" for
 * each device and "Sign out everywhere" (asked first, with what stays on this device). Ending this
 * device's session signs out here as well.
 */
export function DevicesSetting({ userId }: { userId: string | null }) {
  const [state, setState] = useState<State>({ status: "loading" });
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setState(stateOf(await listDevices()));
  }, []);

  useEffect(() => {
    let current = true;
    void listDevices().then((devices) => {
      if (current) setState(stateOf(devices));
    });
    return () => {
      current = false;
    };
  }, []);

  async function signOut(device: Device) {
    setBusy(true);
    setProblem(null);
    if (device.current) return leave();
    const done = await signOutDevices({ intent: "sign-out-device", id: device.id });
    if (!done) setProblem("That device could not be signed out. Check your connection and try again.");
    await refresh();
    setBusy(false);
  }

  /** This device's session is over: forget the account here too, and say so (its data stays). */
  async function leave() {
    await endSession();
    window.location.assign(signedOutPath("keep"));
  }

  if (state.status === "loading") return <Text color="fg.muted">Looking up your devices…</Text>;
  if (state.status === "unavailable") {
    return <Text color="fg.muted">Your devices are listed here when you are online.</Text>;
  }
  return (
    <Stack gap="4">
      <Stack as="ul" gap="3" listStyleType="none" aria-label="Signed-in devices">
        {state.devices.map((device) => (
          <Box as="li" key={device.id} borderWidth="1px" borderRadius="md" p="3" data-testid="device">
            <HStack justify="space-between" gap="3" wrap="wrap">
              <Box>
                <HStack gap="2">
                  <Text fontWeight="semibold">{device.device}</Text>
                  {device.current ? <Badge colorPalette="green">This device</Badge> : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  Last seen {lastSeenFormat.format(device.lastSeenAt)}
                </Text>
              </Box>
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                aria-label={`Sign out ${device.device}${device.current ? " (this device)" : ""}`}
                onClick={() => void signOut(device)}
              >
                Sign out
              </Button>
            </HStack>
          </Box>
        ))}
      </Stack>
      {problem ? (
        <Text color="fg.error" role="alert">
          {problem}
        </Text>
      ) : null}
      <Box>
        <SignOutDialog
          userId={userId}
          everywhere
          trigger={(open) => (
            <Button colorPalette="red" variant="outline" disabled={busy} onClick={open}>
              Sign out everywhere…
            </Button>
          )}
        />
      </Box>
    </Stack>
  );
}
