// Issue 19.8: the demo sign-in gives anyone the Premium demo account. On a public APP_URL it
// is off unless DEMO_SIGNIN=on: the route is a 404 and the sign-in page offers no demo.
import { afterEach, describe, expect, it, vi } from "vitest";
import { action as demoAction } from "~/routes/auth.demo";
import { loader as createAccountLoader } from "~/routes/_www.create-account";
import { call, context, formPost, PROD_ORIGIN, PRODUCTION_ENV, sessionCookieOf, useEnv } from "./helpers";

afterEach(() => vi.unstubAllEnvs());

const demo = () =>
  call(() =>
    demoAction({ request: formPost(`${PROD_ORIGIN}/auth/demo`, {}, { Origin: PROD_ORIGIN }), params: {}, context }),
  );
const signInOptions = async () =>
  (await createAccountLoader({ request: new Request(`${PROD_ORIGIN}/create-account`), params: {}, context })).options;

describe("the demo sign-in on a public APP_URL", () => {
  it("is off by default: POST /auth/demo is a 404 without a session, and no demo is offered", async () => {
    useEnv(PRODUCTION_ENV);
    const response = await demo();
    expect(response.status).toBe(404);
    expect(sessionCookieOf(response)).toBeUndefined();
    expect((await signInOptions()).demo).toBe(false);
  });

  it("is on with DEMO_SIGNIN=on", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    useEnv({ ...PRODUCTION_ENV, DEMO_SIGNIN: "on" });
    const response = await demo();
    expect(response.status).toBe(302);
    expect(sessionCookieOf(response)).toBeDefined();
    expect((await signInOptions()).demo).toBe(true);
  });
});
