import { Button, Text } from "@chakra-ui/react";
import { Form } from "@remix-run/react";
import { forgetAccount } from "~/account/current-account";

/** Sign out, as the header's button does: the device forgets the account, the server ends the session. */
export function SignOutSetting() {
  return (
    <>
      <Text mb="3">
        Your data stays on this device. Sign in again with the same account to pick up where you left off.
      </Text>
      <Form method="post" action="/auth/logout" reloadDocument onSubmit={forgetAccount}>
        <Button type="submit" variant="outline">
          Sign out of Momentum
        </Button>
      </Form>
    </>
  );
}
