import { Checkbox, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import type { User } from "~/game/entity-schemas";
import { useOnlineStatus } from "~/pwa/use-online-status";
import { loadSocialMePatiently, savePublicProfile } from "~/social/social-client";
import { notify } from "~/toasts/notify";

type State =
  | { phase: "loading" }
  | { phase: "ready"; public: boolean }
  | { phase: "unavailable"; reason: "offline" | "signed-out" | "failed" };

/**
 * "Public profile" (issue #22, rule 21): off by default. On, anyone can see /{username} with the
 * profile's name, bio, picture, join date, streaks, days met and the items marked Public. The
 * setting lives on the server, so it needs a connection.
 */
export function PublicProfileSetting({ user }: { user: User }) {
  const online = useOnlineStatus();
  const [state, setState] = useState<State>({ phase: "loading" });
  const [busy, setBusy] = useState(false);
  // A new value asks the server again ("Try again").
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!online) return;
    let live = true;
    void loadSocialMePatiently(() => live).then((answer) => {
      if (live)
        setState(
          answer.ok ? { phase: "ready", public: answer.value.public } : { phase: "unavailable", reason: answer.reason },
        );
    });
    return () => {
      live = false;
    };
  }, [online, attempt]);

  async function change(isPublic: boolean) {
    setBusy(true);
    const answer = await savePublicProfile(isPublic, user);
    setBusy(false);
    if (!answer.ok) return void notify.error("Your Public profile setting could not be saved. Please try again.");
    setState({ phase: "ready", public: answer.value.public });
    notify.success(answer.value.public ? "Your profile is public." : "Your profile is private again.");
  }

  if (!online) {
    return (
      <Text color="fg.muted" role="status">
        This setting is kept on the server: it needs a connection. Your profile stays as it is until then.
      </Text>
    );
  }
  if (state.phase === "loading") {
    return (
      <Text color="fg.muted" role="status">
        Loading…
      </Text>
    );
  }
  if (state.phase === "unavailable" && state.reason === "signed-out") {
    return (
      <Text color="fg.muted" role="status">
        This device is signed out of the server: sign in again to see or change this setting.
      </Text>
    );
  }
  if (state.phase === "unavailable") {
    return (
      <Stack gap="2" align="flex-start">
        <Text color="fg.muted" role="status">
          The server did not answer, so your Public profile setting cannot be shown. Your profile stays as it is.
        </Text>
        <button
          type="button"
          className="btn-sm-outline"
          onClick={() => {
            setState({ phase: "loading" });
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </button>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Checkbox.Root
        checked={state.public}
        disabled={busy}
        onCheckedChange={(details) => void change(details.checked === true)}
        colorPalette="orange"
      >
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Public profile</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" color="fg.muted" data-testid="public-profile-state">
        {state.public ? (
          <>
            On: anyone can see{" "}
            <ChakraLink href={`/${user.username}`} color="orange.fg" textDecoration="underline">
              your public profile
            </ChakraLink>{" "}
            with your name, username, bio, picture, join date, streaks, days met and the habits and goals you marked
            Public. People can follow you.
          </>
        ) : (
          "Off: only you see your profile. Turned on, it shows your name, username, bio, picture, join date, streaks, days met and the habits and goals you mark Public (in their editors)."
        )}
      </Text>
    </Stack>
  );
}
