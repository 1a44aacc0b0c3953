import { Button, HStack, RadioGroup, Stack, Text } from "@chakra-ui/react";
import { useEffect, useState, type ReactNode } from "react";
import {
  defaultDataChoice,
  isDataOnServer,
  signedOutPath,
  unsentNotice,
  type DataChoice,
  type ServerCopy,
} from "~/account/sign-out-choice";
import { ConfirmDialog } from "~/components/confirm-dialog";
import { DetailedRadioItem } from "~/components/detailed-radio-item";
import { useExportBackup } from "~/components/use-export-backup";
import { endSession } from "~/device-session/end-session";
import { toGameError } from "~/game/errors";
import { getBrowserStorage, removeLocalUser } from "~/storage";
import { signOutDevices } from "~/device-session/server-account";
import { isServerSyncOn } from "~/sync/server-sync";
import { notifyError } from "~/toasts/notify";

const choices = (onServer: boolean): { value: DataChoice; label: string; detail: string }[] => [
  {
    value: "keep",
    label: "Keep it on this device",
    detail: "Anyone who signs in here with your account finds it again. Signed-out visitors never see it.",
  },
  {
    value: "remove",
    label: "Remove my data from this device",
    detail: onServer
      ? "Deleted here only: the server holds it, and it comes back when you sign in again."
      : "Your habits, goals and records are deleted here. Export them first to keep a copy.",
  },
];

/** What the server lacks of `userId`'s data, read when the dialog opens (null: this device does not sync them). */
function useServerCopy(userId: string | null, open: boolean): ServerCopy {
  const [copy, setCopy] = useState<ServerCopy>(null);
  useEffect(() => {
    if (!open || userId === null || !isServerSyncOn()) return;
    let current = true;
    getBrowserStorage()
      .syncView(userId)
      .then((view) => {
        if (current) setCopy(view && { unsent: view.pending, uploadWaiting: view.uploadWaiting });
      })
      .catch(() => undefined); // unreadable: keep stays the default
    return () => {
      current = false;
    };
  }, [userId, open]);
  return copy;
}

const EVERYWHERE_FAILED = "You could not be signed out everywhere. Check your connection and try again.";

/**
 * Sign out (rule 20): the question of what stays on this device, with the export beside it.
 * `trigger` opens it; the header and Settings each bring their own button. `userId`: the local
 * user whose data "Remove" takes away (null when this device's data cannot be read: then only keep).
 * `everywhere`: every session of the account ends (Settings → Devices), this one included.
 */
export function SignOutDialog({
  userId,
  trigger,
  initiallyOpen = false,
  everywhere = false,
}: {
  userId: string | null;
  trigger: (open: () => void) => ReactNode;
  initiallyOpen?: boolean;
  everywhere?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  const copy = useServerCopy(userId, open);
  const onServer = isDataOnServer(copy);
  // Keep until the user picks, or until sync says the server holds everything (rule 20).
  const [picked, setPicked] = useState<DataChoice | null>(null);
  const choice = picked ?? defaultDataChoice({ dataOnServer: onServer });
  const notice = unsentNotice(copy);
  const { exportData, exporting } = useExportBackup();
  const [signingOut, setSigningOut] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function signOut() {
    setSigningOut(true);
    setProblem(null);
    const done = userId === null ? "keep" : choice;
    // The server first: if it cannot be told, nothing here changes and the user can try again.
    if (everywhere && !(await signOutDevices({ intent: "sign-out-everywhere" }))) {
      setProblem(EVERYWHERE_FAILED);
      setSigningOut(false);
      return;
    }
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
    window.location.assign(signedOutPath(done, { everywhere }));
  }

  return (
    <>
      {trigger(() => setOpen(true))}
      <ConfirmDialog
        open={open}
        title={everywhere ? "Sign out everywhere?" : "Sign out of Momentum?"}
        busy={signingOut}
        onCancel={() => setOpen(false)}
        confirm={
          <Button
            onClick={() => void signOut()}
            loading={signingOut}
            loadingText="Signing out…"
            colorPalette={everywhere ? "red" : "orange"}
          >
            {everywhere ? "Sign out everywhere" : "Sign out"}
          </Button>
        }
      >
        <Stack gap="4">
          {everywhere ? (
            <Text>
              Every browser and device signed in to your account is signed out now, this one included. Each keeps its
              data until someone signs in there again.
            </Text>
          ) : null}
          {userId === null ? null : (
            <>
              <RadioGroup.Root
                value={choice}
                onValueChange={(details) => setPicked(details.value === "remove" ? "remove" : "keep")}
                name="sign-out-data"
                colorPalette="orange"
              >
                <RadioGroup.Label mb="3" display="block" fontWeight="semibold">
                  Your data on this device
                </RadioGroup.Label>
                <Stack gap="3">
                  {choices(onServer).map(({ value, label, detail }) => (
                    <DetailedRadioItem key={value} value={value} label={label} detail={detail} />
                  ))}
                </Stack>
              </RadioGroup.Root>
              {notice ? (
                <Text fontSize="sm" role="note">
                  {notice}
                </Text>
              ) : null}
              {problem ? (
                <Text color="fg.error" role="alert">
                  {problem}
                </Text>
              ) : null}
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
