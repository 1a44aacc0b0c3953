import { AccountSchema, type Account } from "~/account/account";

// The signed-in account, mirrored on this device so the app area knows who is
// signed in without a server round trip (and so it keeps working offline).
// The key keeps its first name: devices already hold the account under it.
const MIRROR_KEY = "momentum-session";

export function readMirroredAccount(): Account | null {
  try {
    const raw = localStorage.getItem(MIRROR_KEY);
    if (!raw) return null;
    const parsed = AccountSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function mirrorAccount(account: Account | null): void {
  try {
    if (account) localStorage.setItem(MIRROR_KEY, JSON.stringify(account));
    else localStorage.removeItem(MIRROR_KEY);
  } catch {
    // Storage can be full or blocked; the server session still holds the truth.
  }
}
