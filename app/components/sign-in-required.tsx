import { useLocation } from "@remix-run/react";
import { useEffect } from "react";
import { GameError } from "~/game/errors";
import { notifyError } from "~/toasts/notify";

/** Shown by an app page when no one is signed in; reports NO_SESSION once (spec §8). Static classes. */
export function SignInRequired({ message }: { message: string }) {
  const location = useLocation();
  useEffect(() => {
    notifyError(new GameError("NO_SESSION"));
  }, []);
  const returnTo = encodeURIComponent(location.pathname + location.search);
  return (
    <div role="alert" className="sign-in-required">
      <div data-sign-in="stack">
        <p data-sign-in="icon" aria-hidden="true">
          🔐
        </p>
        <h1 className="heading-xl">{message}</h1>
        <p data-sign-in="text">Sign in to see your habits, goals and rewards on this device.</p>
        <a href={`/create-account?returnTo=${returnTo}`} className="btn-brand">
          Sign in
        </a>
      </div>
    </div>
  );
}
