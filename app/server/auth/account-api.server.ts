// The signed-in person's own account on the server, for the client app (JSON, same origin):
//   GET  /auth/devices   the devices with a session          POST /auth/devices  sign out one or all
//   POST /auth/profile   change username and name (the server's username is authoritative), and
//                        keep the public profile's fields (bio, picture, location, url; issue #22)
//   POST /auth/claim     give a brand-new server user the id of the local data (issue #20)
// Every answer is no-store; every POST must come from this site with a JSON body.
import { z } from "zod";
import { getDatabase } from "~/db/database.server";
import { saveProfileFields } from "~/db/profiles.server";
import { claimUserId, renameUser } from "~/db/users.server";
import { idSchema, nameSchema, usernameSchema } from "~/game/field-schemas";
import { USERNAME_TAKEN } from "~/game/username";
import { ProfileFieldsSchema } from "~/social/protocol";
import { json, problem, readJsonBody, requireSession, SIGN_IN_FIRST } from "./json-api.server";
import { cleanText } from "~/server/auth/providers/profiles.server";
import { clearedCookie, devicesOf, endDevice, endEverywhere, signedInAccount } from "./session.server";
import { assertSameOrigin } from "./sign-in.server";

const MAX_BODY_BYTES = 4096;

/** A same-site POST with a small JSON body, parsed with `schema`; else a 4xx answer to throw. */
async function readJson<S extends z.ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  assertSameOrigin(request);
  return readJsonBody(request, schema, MAX_BODY_BYTES);
}

// ---- Devices -------------------------------------------------------------------------------

export async function listDevices(request: Request): Promise<Response> {
  const session = await requireSession(request);
  return json({ devices: await devicesOf(session) });
}

const DevicesIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sign-out-device"), id: idSchema }),
  z.object({ intent: z.literal("sign-out-everywhere") }),
]);

/** Ends a session of the user, or all of them. When this device's own ends, its cookie goes too. */
export async function changeDevices(request: Request): Promise<Response> {
  const session = await requireSession(request);
  const intent = await readJson(request, DevicesIntentSchema);
  if (intent.intent === "sign-out-everywhere") {
    const ended = await endEverywhere(session);
    return json({ ended, signedOut: true }, 200, { "Set-Cookie": await clearedCookie() });
  }
  if (!(await endDevice(session, intent.id))) return problem(404, "This device is already signed out.");
  const signedOut = intent.id === session.id;
  return json({ ended: 1, signedOut }, 200, signedOut ? { "Set-Cookie": await clearedCookie() } : {});
}

// ---- Profile -------------------------------------------------------------------------------

const ProfileChangeSchema = z.object({
  username: usernameSchema,
  name: nameSchema,
  profile: ProfileFieldsSchema.optional(),
});

/**
 * Renames the user and keeps the profile's fields; a username someone else holds (in any case)
 * is refused with the spec's message, and then nothing is saved.
 */
export async function changeProfile(request: Request): Promise<Response> {
  const session = await requireSession(request);
  const change = await readJson(request, ProfileChangeSchema);
  // Names are shown to others later (public profiles): no control or direction characters.
  const name = cleanText(change.name, 48) ?? session.user.name;
  const renamed = await renameUser(await getDatabase(), session.userId, { username: change.username, name });
  // An answer, not a failure: a taken name is an ordinary outcome of the form (no error in the console).
  if (renamed === "taken") return json({ saved: false, issues: [{ path: ["username"], message: USERNAME_TAKEN }] });
  if (!renamed) throw problem(401, SIGN_IN_FIRST);
  if (change.profile) await saveProfileFields(await getDatabase(), session.userId, change.profile, Date.now());
  return json({ saved: true, account: signedInAccount({ ...session, user: renamed }) });
}

// ---- Claiming the local id -----------------------------------------------------------------

const ClaimSchema = z.object({ userId: idSchema });

/** The 409 answer to a claim by a user who already has data on the server (issue #30 point 5). */
export const CLAIM_HAS_DATA =
  "This account already has data on the server, so it keeps its id. This device moves its data to the account instead.";

/**
 * The browser already holds data for this account under another id: if the server user is
 * brand new (only this session, no data on the server) and the id is free, the server user
 * takes it. A user with server data is refused with 409, never re-keyed.
 */
export async function claimLocalId(request: Request): Promise<Response> {
  const session = await requireSession(request);
  const { userId } = await readJson(request, ClaimSchema);
  const outcome = await claimUserId(await getDatabase(), session.userId, userId, session.id);
  if (outcome === "claimed" || outcome === "same") {
    const user = { ...session.user, id: userId };
    return json({ claimed: true, account: signedInAccount({ ...session, userId, user }) });
  }
  if (outcome === "no-user") throw problem(401, SIGN_IN_FIRST);
  // Re-keying a user whose data is on the server would orphan every device syncing under its id.
  if (outcome === "has-data") throw problem(409, CLAIM_HAS_DATA, { claimed: false, reason: outcome });
  // Refused is an ordinary answer: the browser then moves its data to the server's id.
  return json({ claimed: false, reason: outcome });
}
