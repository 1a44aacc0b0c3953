import { lazy, Suspense, useState } from "react";

// The dialog and Chakra load on the first click, never with the app frame (ADR 0017).
const HeaderSignOut = lazy(() => import("./header-sign-out").then((module) => ({ default: module.HeaderSignOut })));

/** The header's "Sign out": a static button until pressed, then the sign-out dialog (rule 20). */
export function SignOutButton({ userId }: { userId: string }) {
  const [asked, setAsked] = useState(false);
  const button = (open: () => void) => (
    <button type="button" className="btn-sm-outline" onClick={open}>
      Sign out
    </button>
  );
  if (!asked) return button(() => setAsked(true));
  return (
    <Suspense fallback={button(() => undefined)}>
      <HeaderSignOut userId={userId} button={button} />
    </Suspense>
  );
}
