// The words `/error?code=…` shows: a sign-in failure's text, or a code from the spec's error catalogue (§8).
// The query's code is only ever a key into these fixed tables.
import { describeSignInError, type SignInErrorText } from "~/account/sign-in-errors";
import { INDEXEDDB_ERROR_MESSAGE, SPEC_ERRORS } from "~/game/errors";

const CATALOGUE: Record<string, SignInErrorText> = {
  ...SPEC_ERRORS,
  INDEXEDDB_ERROR: { title: "Local data could not be read", message: INDEXEDDB_ERROR_MESSAGE },
};

export type ErrorPageText = SignInErrorText & { code: string | null; signIn: boolean };

export function describeErrorCode(code: string | null): ErrorPageText {
  if (code !== null && Object.prototype.hasOwnProperty.call(CATALOGUE, code)) {
    return { code, signIn: false, ...CATALOGUE[code]! };
  }
  return { ...describeSignInError(code), signIn: true };
}
