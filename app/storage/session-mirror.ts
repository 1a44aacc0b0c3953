import { SessionAccountSchema, type SessionAccount } from "~/auth/account";

// The signed-in account, mirrored on this device so the app area knows who is
// signed in without a server round trip (and so it keeps working offline).
const MIRROR_KEY = "momentum-session";

export function readMirroredAccount(): SessionAccount | null {
  try {
    const raw = localStorage.getItem(MIRROR_KEY);
    if (!raw) return null;
    const parsed = SessionAccountSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function mirrorAccount(account: SessionAccount | null): void {
  try {
    if (account) localStorage.setItem(MIRROR_KEY, JSON.stringify(account));
    else localStorage.removeItem(MIRROR_KEY);
  } catch {
    // Storage can be full or blocked; the server session still holds the truth.
  }
}
