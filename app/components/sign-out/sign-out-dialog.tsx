import { Button, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useState, type ReactNode } from "react";
import { defaultDataChoice, signedOutPath, type DataChoice } from "~/account/sign-out-choice";
import { ConfirmDialog } from "~/components/settings/confirm-dialog";
import { useExportBackup } from "~/components/settings/use-export-backup";
import { endSession } from "~/components/settings/end-session";
import { toGameError } from "~/game/errors";
import { removeLocalUser } from "~/storage";
import { notifyError } from "~/toasts/notify";

const CHOICES: { value: DataChoice; label: string; detail: string }[] = [
  {
    value: "keep",
    label: "Keep it on this device",
    detail: "Anyone who signs in here with your account finds it again. Signed-out visitors never see it.",
  },
  {
    value: "remove",
    label: "Remove my data from this device",
    detail: "Your habits, goals and records are deleted here. Export them first to keep a copy.",
  },
];

/**
 * Sign out (rule 20): the question of what stays on this device, with the export beside it.
 * `trigger` opens it; the header and Settings each bring their own button. `userId`: the local
 * user whose data "Remove" takes away (null when this device's data cannot be read: then only keep).
 */
export function SignOutDialog({
  userId,
  trigger,
  initiallyOpen = false,
}: {
  userId: string | null;
  trigger: (open: () => void) => ReactNode;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  // Sync (issue #21) will say whether the server holds the data; until then it does not.
  const [choice, setChoice] = useState<DataChoice>(() => defaultDataChoice({ dataOnServer: false }));
  const { exportData, exporting } = useExportBackup();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    const done = userId === null ? "keep" : choice;
    try {
      // Removed before the session ends: if removing fails, the user is still signed in to try again.
      if (done === "remove") await removeLocalUser(userId!);
    } catch (error) {
      notifyError(toGameError(error));
      setSigningOut(false);
      return;
    }
    // Not through storage: with this device's data unreadable, signing out still works.
    await endSession();
    window.location.assign(signedOutPath(done));
  }

  return (
    <>
      {trigger(() => setOpen(true))}
      <ConfirmDialog
        open={open}
        title="Sign out of Momentum?"
        busy={signingOut}
        onCancel={() => setOpen(false)}
        confirm={
          <Button onClick={() => void signOut()} loading={signingOut} loadingText="Signing out…" colorPalette="orange">
            Sign out
          </Button>
        }
      >
        <Stack gap="4">
          {userId === null ? null : (
            <>
              <RadioGroup.Root
                value={choice}
                onValueChange={(details) => setChoice(details.value === "remove" ? "remove" : "keep")}
                name="sign-out-data"
                colorPalette="orange"
              >
                <RadioGroup.Label mb="3" display="block" fontWeight="semibold">
                  Your data on this device
                </RadioGroup.Label>
                <Stack gap="3">
                  {CHOICES.map(({ value, label, detail }) => (
                    <RadioGroup.Item key={value} value={value} alignItems="flex-start">
                      <RadioGroup.ItemHiddenInput />
                      <RadioGroup.ItemIndicator />
                      <Stack gap="0">
                        <RadioGroup.ItemText>{label}</RadioGroup.ItemText>
                        <Text fontSize="sm" color="fg.muted">
                          {detail}
                        </Text>
                      </Stack>
                    </RadioGroup.Item>
                  ))}
                </Stack>
              </RadioGroup.Root>
              <HStack gap="3" wrap="wrap">
                <Button
                  onClick={() => void exportData()}
                  loading={exporting}
                  loadingText="Exporting…"
                  variant="outline"
                  size="sm"
                  disabled={signingOut}
                >
                  <span aria-hidden="true">⬇️</span> Export my data
                </Button>
                <Text fontSize="sm" color="fg.muted">
                  A backup file you can import later, here or on another device.
                </Text>
              </HStack>
            </>
          )}
        </Stack>
      </ConfirmDialog>
    </>
  );
}
