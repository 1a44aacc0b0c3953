import { ChakraScope } from "~/theme/chakra-scope";
import { SignOutDialog } from "./sign-out-dialog";

/** The sign-out dialog with its own Chakra scope: the app frame renders without Chakra (ADR 0017). */
export function HeaderSignOut({ userId, button }: { userId: string; button: (open: () => void) => JSX.Element }) {
  return (
    <ChakraScope>
      <SignOutDialog userId={userId} trigger={button} initiallyOpen />
    </ChakraScope>
  );
}
