// /admin/reports (issue #22, spec §6): the moderators' queue. Admins only (ADMIN_ACCOUNTS):
// anyone else gets 404, as if there were no such page, and nothing changes. Every action is
// a same-site form POST, done in one transaction with its line in the admin log, then a
// redirect back (303) with a done code that only picks a fixed sentence.
import { data, redirect } from "@remix-run/node";
import { ulid } from "ulid";
import { z } from "zod";
import { assertSameOrigin } from "~/server/auth/sign-in.server";
import { readSession, type ActiveSession } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import {
  adminLog,
  dismissReport,
  hideReported,
  inEffect,
  liftSuspension,
  suspendMember,
  unhide,
  type AdminCtx,
} from "~/db/moderation.server";
import { openReportCount, openReports } from "~/db/reports.server";
import { findUserByUsername } from "~/db/users.server";
import { getEnv } from "~/server/env.server";
import { idSchema, usernameSchema } from "~/game/field-schemas";
import { forgetCommunityViews } from "./community-view.server";
import { CROSS_SITE } from "./membership.server";

export const QUEUE_PATH = "/admin/reports";
const LIST_LIMIT = 50;
export const SUSPEND_REASON_MAX = 200;

/** The sentences a done code may show (never text from the URL). */
export const DONE = {
  dismissed: "Report dismissed.",
  hidden: "Hidden: it is gone from every public page and board.",
  suspended: "Account suspended: its sessions ended and its sign-in now shows the reason.",
  unhidden: "Shown again.",
  unsuspended: "Suspension lifted: the account can sign in again.",
} as const;
type Done = keyof typeof DONE;

/** Everyone but an admin: the page does not exist. */
async function requireAdmin(request: Request): Promise<ActiveSession> {
  const session = await readSession(request);
  if (!session?.isAdmin) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return session;
}

export async function adminQueuePage(request: Request) {
  await requireAdmin(request);
  const connection = await getDatabase();
  const code = new URL(request.url).searchParams.get("done");
  const done = code !== null && Object.hasOwn(DONE, code) ? DONE[code as Done] : null;
  return data(
    {
      done,
      openCount: await openReportCount(connection),
      reports: await openReports(connection, LIST_LIMIT),
      now: await inEffect(connection, LIST_LIMIT),
      log: await adminLog(connection, LIST_LIMIT),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}

const reasonSchema = z
  .string()
  .trim()
  .min(1, "Give a reason: the account sees it when it tries to sign in.")
  .max(SUSPEND_REASON_MAX, `The reason can be at most ${SUSPEND_REASON_MAX} characters.`);

const AdminIntentSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("dismiss"), report: idSchema }),
  z.object({ intent: z.literal("hide"), report: idSchema }),
  z.object({
    intent: z.literal("suspend"),
    username: usernameSchema,
    reason: reasonSchema,
    report: z.union([z.literal(""), idSchema]).optional(),
  }),
  z.object({
    intent: z.literal("unhide"),
    kind: z.enum(["profile", "habit", "goal"]),
    user: idSchema,
    item: z.union([z.literal(""), idSchema]),
  }),
  z.object({ intent: z.literal("unsuspend"), user: idSchema }),
]);

export type AdminActionData = { error: string };
const refuse = (status: number, error: string) => data<AdminActionData>({ error }, { status });
const done = (code: Done) => {
  forgetCommunityViews(); // every action changes what community pages may show
  return redirect(`${QUEUE_PATH}?done=${code}`, 303);
};

export async function adminQueueAction(request: Request) {
  assertSameOrigin(request, getEnv(), CROSS_SITE);
  const session = await requireAdmin(request);
  const form = await request.formData().catch(() => new FormData());
  const parsed = AdminIntentSchema.safeParse(Object.fromEntries(form.entries()));
  if (!parsed.success) return refuse(400, parsed.error.issues[0]?.message ?? "This action is not valid.");
  const connection = await getDatabase();
  const now = Date.now();
  const ctx: AdminCtx = { adminId: session.userId, now, newId: () => ulid(now) };
  const intent = parsed.data;
  switch (intent.intent) {
    case "dismiss":
      return (await dismissReport(connection, intent.report, ctx))
        ? done("dismissed")
        : refuse(409, "This report is no longer open.");
    case "hide":
      return (await hideReported(connection, intent.report, null, ctx))
        ? done("hidden")
        : refuse(409, "This report is no longer open.");
    case "suspend": {
      const user = await findUserByUsername(connection, intent.username);
      if (!user) return refuse(404, `There is no account @${intent.username}.`);
      const outcome = await suspendMember(connection, user.id, intent.reason, ctx, intent.report || null);
      if (outcome === "self") return refuse(400, "You cannot suspend your own account.");
      return outcome === "suspended" ? done("suspended") : refuse(404, `There is no account @${intent.username}.`);
    }
    case "unhide": {
      const target = { kind: intent.kind, userId: intent.user, itemId: intent.item };
      return (await unhide(connection, target, ctx)) ? done("unhidden") : refuse(409, "That is not hidden any more.");
    }
    case "unsuspend":
      return (await liftSuspension(connection, intent.user, ctx))
        ? done("unsuspended")
        : refuse(409, "That account is not suspended any more.");
  }
}
