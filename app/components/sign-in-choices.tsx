import { BRAND_CTA } from "~/theme/brand";
import { Box, Button, chakra, HStack, Link as ChakraLink, Separator, Stack, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { PROVIDER_IDS, PROVIDER_LABELS, type ProviderId, type SignInOptions } from "~/account/providers";

// Brand marks: Google's "G", Discord and X from Simple Icons (CC0). Decorative only.
function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z"
      />
      <path
        fill="#FBBC05"
        d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z"
      />
    </svg>
  );
}

function DiscordMark() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="#5865F2" aria-hidden="true" focusable="false">
      <path d="M20.317 4.3698a19.7913 19.7913 0 00-4.8851-1.5152.0741.0741 0 00-.0785.0371c-.211.3753-.4447.8648-.6083 1.2495-1.8447-.2762-3.68-.2762-5.4868 0-.1636-.3933-.4058-.8742-.6177-1.2495a.077.077 0 00-.0785-.037 19.7363 19.7363 0 00-4.8852 1.515.0699.0699 0 00-.0321.0277C.5334 9.0458-.319 13.5799.0992 18.0578a.0824.0824 0 00.0312.0561c2.0528 1.5076 4.0413 2.4228 5.9929 3.0294a.0777.0777 0 00.0842-.0276c.4616-.6304.8731-1.2952 1.226-1.9942a.076.076 0 00-.0416-.1057c-.6528-.2476-1.2743-.5495-1.8722-.8923a.077.077 0 01-.0076-.1277c.1258-.0943.2517-.1923.3718-.2914a.0743.0743 0 01.0776-.0105c3.9278 1.7933 8.18 1.7933 12.0614 0a.0739.0739 0 01.0785.0095c.1202.099.246.1981.3728.2924a.077.077 0 01-.0066.1276 12.2986 12.2986 0 01-1.873.8914.0766.0766 0 00-.0407.1067c.3604.698.7719 1.3628 1.225 1.9932a.076.076 0 00.0842.0286c1.961-.6067 3.9495-1.5219 6.0023-3.0294a.077.077 0 00.0313-.0552c.5004-5.177-.8382-9.6739-3.5485-13.6604a.061.061 0 00-.0312-.0286zM8.02 15.3312c-1.1825 0-2.1569-1.0857-2.1569-2.419 0-1.3332.9555-2.4189 2.157-2.4189 1.2108 0 2.1757 1.0952 2.1568 2.419 0 1.3332-.9555 2.4189-2.1569 2.4189zm7.9748 0c-1.1825 0-2.1569-1.0857-2.1569-2.419 0-1.3332.9554-2.4189 2.1569-2.4189 1.2108 0 2.1757 1.0952 2.1568 2.419 0 1.3332-.946 2.4189-2.1568 2.4189Z" />
    </svg>
  );
}

function XMark() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor" aria-hidden="true" focusable="false">
      <path d="M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z" />
    </svg>
  );
}

const MARKS: Record<ProviderId, () => ReactNode> = { google: GoogleMark, discord: DiscordMark, twitter: XMark };

type ChoiceProps = {
  action: string;
  returnTo: string;
  enabled: boolean;
  label: string;
  icon: ReactNode;
  note: string;
  noteId: string;
  primary?: boolean;
};

/** One sign-in way: a plain form, so it works with no JavaScript at all. */
function Choice({ action, returnTo, enabled, label, icon, note, noteId, primary }: ChoiceProps) {
  return (
    <chakra.form method="post" action={action}>
      <input type="hidden" name="returnTo" value={returnTo} />
      <Button
        type="submit"
        w="full"
        size="lg"
        variant={primary ? "solid" : "outline"}
        {...(primary ? BRAND_CTA : { colorPalette: "gray" })}
        justifyContent="center"
        gap="3"
        disabled={!enabled}
        title={enabled ? undefined : note}
        aria-describedby={enabled ? (primary ? noteId : undefined) : noteId}
      >
        {icon}
        {label}
      </Button>
      {!enabled || primary ? (
        <Text id={noteId} fontSize="sm" color="fg.muted" mt="1.5" textAlign="center">
          {note}
        </Text>
      ) : null}
    </chakra.form>
  );
}

export function ConsentLine() {
  return (
    <Text fontSize="sm" color="fg.muted" textAlign="center">
      By continuing you agree to our{" "}
      <ChakraLink href="/legal/terms-of-service" color="orange.fg" textDecoration="underline">
        Terms of Service
      </ChakraLink>{" "}
      and{" "}
      <ChakraLink href="/legal/privacy-policy" color="orange.fg" textDecoration="underline">
        Privacy Policy
      </ChakraLink>
      .
    </Text>
  );
}

/**
 * The sign-in choices: Google, Discord, Twitter and the demo, each a server-rendered form
 * posting to /auth/{provider} with the returnTo. A provider the server has no credentials
 * for shows a disabled button with the reason in plain text.
 */
export function SignInChoices({
  options,
  returnTo,
  idPrefix = "sign-in",
}: {
  options: SignInOptions;
  returnTo: string;
  idPrefix?: string;
}) {
  return (
    <Stack gap="4">
      {PROVIDER_IDS.map((provider) => {
        const label = PROVIDER_LABELS[provider];
        const Mark = MARKS[provider];
        return (
          <Choice
            key={provider}
            action={`/auth/${provider}`}
            returnTo={returnTo}
            enabled={options[provider]}
            label={`Continue with ${label}`}
            icon={<Mark />}
            note={`${label} sign-in is not configured on this server`}
            noteId={`${idPrefix}-${provider}-note`}
          />
        );
      })}
      <HStack gap="3" aria-hidden="true">
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          or
        </Text>
        <Separator flex="1" />
      </HStack>
      <Choice
        action="/auth/demo"
        returnTo={returnTo}
        enabled={options.demo}
        primary
        label="Try the demo"
        icon={<span aria-hidden="true">⚡</span>}
        note={
          options.demo
            ? "No account needed: a fresh demo account of your own, with every Premium feature."
            : "The demo is turned off on this server"
        }
        noteId={`${idPrefix}-demo-note`}
      />
      <Box pt="1">
        <ConsentLine />
      </Box>
    </Stack>
  );
}

/** Shown on the sign-in pages when a session already exists. */
export function SignedInNotice({ name }: { name: string }) {
  return (
    <Box borderWidth="1px" borderColor="green.muted" bg="green.subtle" borderRadius="lg" p="4">
      <Text>
        You are signed in as <strong>{name}</strong>.{" "}
        <ChakraLink href="/home" color="fg" fontWeight="semibold" textDecoration="underline">
          Open Momentum
        </ChakraLink>{" "}
        or pick another account below.
      </Text>
    </Box>
  );
}
