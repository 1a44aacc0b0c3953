import { Checkbox, Stack, Text } from "@chakra-ui/react";

/** The form field's name; the form reads it as a boolean. */
export const PUBLIC_FIELD = "isPublic";

/** A checked "Public" box in a form's data (a checkbox sends "on" only when checked). */
export const isPublicIn = (data: FormData) => data.get(PUBLIC_FIELD) === "on";

/** The "Public" toggle of the habit and goal editors (issue #22): off unless the owner turns it on. */
export function PublicToggle({ kind, defaultChecked }: { kind: "habit" | "goal"; defaultChecked: boolean }) {
  const helperId = `public-${kind}-helper`;
  return (
    <Stack gap="1">
      <Checkbox.Root name={PUBLIC_FIELD} defaultChecked={defaultChecked} aria-describedby={helperId}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>Public</Checkbox.Label>
      </Checkbox.Root>
      <Text id={helperId} fontSize="sm" color="fg.muted">
        Show this {kind} on your public profile. Others see it only while your profile is public (Settings → Public
        profile); its counts and progress come from your synced data.
      </Text>
    </Stack>
  );
}
