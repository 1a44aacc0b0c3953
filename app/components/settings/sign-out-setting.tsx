import { Button, Text } from "@chakra-ui/react";
import { SignOutDialog } from "~/components/sign-out/sign-out-dialog";

/** Sign out, as the header's button does: first the question of what stays on this device. */
export function SignOutSetting({ userId }: { userId: string | null }) {
  return (
    <>
      <Text mb="3">
        Signing out asks whether to keep your data on this device or remove it. Signed-out visitors never see it.
      </Text>
      <SignOutDialog
        userId={userId}
        trigger={(open) => (
          <Button variant="outline" onClick={open}>
            Sign out of Momentum
          </Button>
        )}
      />
    </>
  );
}
