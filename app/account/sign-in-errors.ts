// Codes that sign-in failures carry to `/error?code=…`, with the words the error page shows.
// Shared: the auth routes pick a code, the public error page looks it up.

export type SignInErrorText = { title: string; message: string };

const notConfigured = (label: string): SignInErrorText => ({
  title: `${label} sign-in is not available`,
  message: `${label} sign-in is not configured on this server, so we cannot send you there. Please choose another way to sign in, or try the demo.`,
});

export const SIGN_IN_ERRORS = {
  access_denied: {
    title: "You cancelled the sign-in",
    message:
      "You declined to share your account with Momentum, so we could not sign you in. You can try again or use another account.",
  },
  provider_error: {
    title: "The sign-in service reported a problem",
    message:
      "The service you chose could not complete the sign-in and sent you back with an error. Please try again in a moment, or use another account.",
  },
  state_missing: {
    title: "Your sign-in attempt expired",
    message:
      "We could not find the check this browser keeps while you sign in. The attempt may have taken longer than 10 minutes, been finished in another browser, or your browser may block cookies for this site. Please start again from the sign-in page.",
  },
  state_mismatch: {
    title: "This sign-in reply did not match",
    message:
      "The reply from the sign-in service does not belong to the sign-in started in this browser, so we stopped it to keep your account safe. Please start again from the sign-in page.",
  },
  state_reused: {
    title: "This sign-in reply was already used",
    message:
      "Each reply from a sign-in service works only once, and this one has already been used. If you are not signed in yet, please start again from the sign-in page.",
  },
  code_missing: {
    title: "The sign-in reply was incomplete",
    message:
      "The sign-in service sent you back without the one-time code we need to finish signing you in. Please try again.",
  },
  token_failed: {
    title: "We could not confirm your sign-in",
    message:
      "The sign-in service did not confirm the sign-in when we asked it to. It may be busy or down for a moment. Please try again in a few minutes, or use another account.",
  },
  profile_failed: {
    title: "We could not read your profile",
    message:
      "The sign-in service confirmed who you are but did not give us your name and picture, so we did not sign you in. Please try again in a few minutes, or use another account.",
  },
  google_not_configured: notConfigured("Google"),
  discord_not_configured: notConfigured("Discord"),
  twitter_not_configured: notConfigured("Twitter"),
  account_suspended: {
    title: "This account is suspended",
    message:
      "Momentum has suspended this account, so you cannot sign in with it (Terms of Service: we may suspend an account at any time). If you think this is a mistake, contact us through the Company page.",
  },
  demo_limit: {
    title: "Too many demo accounts from here",
    message:
      "This network has started a lot of demo accounts in the last hour, the most we allow, so we did not start another. Please try again in an hour, or sign in with Google, Discord or X.",
  },
  account_limit: {
    title: "Too many new accounts from here",
    message:
      "This network has made a lot of new Momentum accounts in the last hour, the most we allow, so we did not make another. Please try again in an hour. Accounts made before can still sign in.",
  },
  sign_in_failed: {
    title: "Sign-in did not work",
    message:
      "Something unexpected stopped the sign-in on our side. Please try again. If it keeps happening, use another account or try the demo.",
  },
} as const satisfies Record<string, SignInErrorText>;

export type SignInErrorCode = keyof typeof SIGN_IN_ERRORS;

export const UNKNOWN_ERROR_TEXT: SignInErrorText = {
  title: "Something went wrong",
  message:
    "We could not finish what you asked for. Please go back and try again. If it keeps happening, try another way to sign in or the demo.",
};

export function isSignInErrorCode(code: unknown): code is SignInErrorCode {
  return typeof code === "string" && Object.prototype.hasOwnProperty.call(SIGN_IN_ERRORS, code);
}

/** The error page's words for a code from the query; unknown or missing codes get a generic text. */
export function describeSignInError(
  code: string | null | undefined,
): SignInErrorText & { code: SignInErrorCode | null } {
  if (isSignInErrorCode(code)) return { code, ...SIGN_IN_ERRORS[code] };
  return { code: null, ...UNKNOWN_ERROR_TEXT };
}

/** Where a failed sign-in goes. */
export function errorPath(code: SignInErrorCode): string {
  return `/error?code=${code}`;
}
