import { forgetLocalUser } from "~/device-session/local-user";
import { forgetAccount } from "~/device-session/current-account";

/**
 * Signs out from script, as the Sign out button's form does: the device forgets
 * the account, then the server ends the session (POST /auth/logout). Offline the
 * server cannot be told; the device has forgotten the account all the same.
 */
export async function endSession(): Promise<void> {
  forgetAccount();
  forgetLocalUser();
  try {
    await fetch("/auth/logout", { method: "POST", credentials: "same-origin", redirect: "manual" });
  } catch {
    // See above.
  }
}
