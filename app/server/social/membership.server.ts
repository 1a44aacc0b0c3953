// POST /community/{id}: join or leave (issue #22). A plain form, so it works without JavaScript;
// same-site only; the member is always the session's user (the form names no one, and a form
// that tries is refused). Success goes back to the page (303); a refusal is a page saying why.
import { redirect } from "@remix-run/node";
import { z } from "zod";
import { assertSameOrigin } from "~/server/auth/sign-in.server";
import { readSession } from "~/server/auth/session.server";
import { findCommunity } from "~/content/communities";
import { joinCommunity, leaveCommunity } from "~/db/communities.server";
import { getDatabase } from "~/db/database.server";
import { getEnv } from "~/server/env.server";
import { messageDocument, nonceOf } from "../message-document.server";
import { forgetCommunityViews } from "./community-view.server";

const MembershipFormSchema = z.strictObject({ intent: z.enum(["join", "leave"]) });

export const CROSS_SITE = "Cross-site requests are not allowed.";

function refusal(
  status: number,
  nonce: string,
  heading: string,
  text: string,
  links: { href: string; label: string }[],
) {
  return new Response(new Uint8Array(messageDocument(nonce, { heading, text, links })), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}

export async function changeMembership(request: Request, id: string | undefined, context: unknown): Promise<Response> {
  assertSameOrigin(request, getEnv(), CROSS_SITE);
  const nonce = nonceOf(context);
  const community = findCommunity(id ?? "");
  const all = { href: "/community/", label: "See all communities" };
  if (!community) return refusal(404, nonce, "Page not found", "There is no community at this address.", [all]);
  const page = `/community/${community.id}`;
  const back = { href: page, label: `Back to ${community.name}` };
  const session = await readSession(request);
  if (!session) {
    const signIn = { href: `/create-account?returnTo=${encodeURIComponent(page)}`, label: "Sign in" };
    return refusal(401, nonce, "Sign in first", "Only a signed-in member can join or leave a community.", [
      signIn,
      back,
    ]);
  }
  const form = await request.formData().catch(() => null);
  const parsed = MembershipFormSchema.safeParse(form ? Object.fromEntries(form) : null);
  if (!parsed.success) {
    const text =
      "This form only joins or leaves, for the account that is signed in: it takes the field intent (join or leave) and nothing else.";
    return refusal(400, nonce, "Nothing changed", text, [back]);
  }
  const db = await getDatabase();
  if (parsed.data.intent === "join") await joinCommunity(db, community.id, session.userId, Date.now());
  else await leaveCommunity(db, community.id, session.userId);
  forgetCommunityViews(community.id);
  return redirect(page, 303);
}
