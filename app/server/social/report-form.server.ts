// /report?kind=…&user=…&item=… (issue #22): the report form behind every Report link. Signed-in
// only; the target must be something anyone may see (the visibility filters, rule 21) and not
// the reporter's own; a reason from the list and a note of at most REPORT_NOTE_MAX characters;
// at most REPORTS_PER_HOUR reports an hour. Every refusal says why and stores nothing.
import { data } from "@remix-run/node";
import { ulid } from "ulid";
import { z } from "zod";
import { assertSameOrigin } from "~/server/auth/sign-in.server";
import { readSession } from "~/server/auth/session.server";
import { getDatabase } from "~/db/database.server";
import { describeTarget, fileReport, REPORTS_PER_HOUR } from "~/db/reports.server";
import type { ReportTarget } from "~/db/views";
import type { ReportFormData } from "~/social/report-form-data";
import { getEnv } from "~/server/env.server";
import { idSchema } from "~/game/field-schemas";
import { CROSS_SITE } from "./membership.server";
import { REPORT_NOTE_MAX, REPORT_REASONS, type ReportKind } from "~/social/report-path";

const KIND_WORD: Record<ReportKind, string> = { profile: "profile", habit: "habit", goal: "goal" };
export const BAD_LINK =
  "This report link is not complete: it must name a profile, a habit or a goal and whose it is. Use the Report link on the page of what you want to report.";
const gone = (kind: ReportKind) =>
  `There is nothing to report here: this ${KIND_WORD[kind]} does not exist, or it is not public.`;

const TargetQuerySchema = z
  .object({ kind: z.enum(["profile", "habit", "goal"]), user: idSchema, item: z.union([z.literal(""), idSchema]) })
  .refine((query) => (query.kind === "profile") === (query.item === ""));

// The reporter is the session's user and the target is the link's: other fields are ignored.
const ReportFormSchema = z.object({
  reason: z.enum(REPORT_REASONS.map((reason) => reason.value) as [string, ...string[]], {
    error: "Choose a reason from the list.",
  }),
  note: z
    .string()
    .optional()
    .transform((note) => note?.trim() ?? "")
    .superRefine((note, ctx) => {
      if (note.length > REPORT_NOTE_MAX) {
        ctx.addIssue({
          code: "custom",
          message: `The note can be at most ${REPORT_NOTE_MAX} characters; this one has ${note.length.toLocaleString("en-US")}.`,
        });
      }
    }),
});

function targetOf(url: URL): ReportTarget | null {
  const parsed = TargetQuerySchema.safeParse(Object.fromEntries(url.searchParams));
  return parsed.success ? { kind: parsed.data.kind, userId: parsed.data.user, itemId: parsed.data.item } : null;
}

const refused = (status: number, title: string, message: string) =>
  data<ReportFormData>({ state: "refused", title, message }, { status });

/** GET: the form for a target anyone may see, or why there is none. */
export async function reportFormPage(request: Request) {
  const url = new URL(request.url);
  const session = await readSession(request);
  if (!session) return data<ReportFormData>({ state: "sign-in", returnTo: url.pathname + url.search }, { status: 401 });
  const target = targetOf(url);
  if (!target) return refused(400, "Nothing to report", BAD_LINK);
  if (target.userId === session.userId) {
    return refused(400, "That is yours", `You cannot report your own ${KIND_WORD[target.kind]}.`);
  }
  const view = await describeTarget((await getDatabase()).db, target);
  if (!view) return refused(404, "Nothing to report", gone(target.kind));
  return data<ReportFormData>({ state: "form", target: view, reportPath: url.pathname + url.search });
}

/** POST: stores the report, or says why not (and stores nothing). */
export async function sendReport(request: Request) {
  assertSameOrigin(request, getEnv(), CROSS_SITE);
  const url = new URL(request.url);
  const session = await readSession(request);
  if (!session) return data<ReportFormData>({ state: "sign-in", returnTo: url.pathname + url.search }, { status: 401 });
  const target = targetOf(url);
  if (!target) return refused(400, "Nothing to report", BAD_LINK);
  const form = Object.fromEntries((await request.formData().catch(() => new FormData())).entries());
  const parsed = ReportFormSchema.safeParse(form);
  const connection = await getDatabase();
  const view = await describeTarget(connection.db, target);
  if (!view) return refused(404, "Nothing to report", gone(target.kind));
  if (!parsed.success) {
    const errors: { reason?: string; note?: string } = {};
    for (const issue of parsed.error.issues) errors[issue.path[0] === "note" ? "note" : "reason"] ??= issue.message;
    const values = { reason: String(form.reason ?? ""), note: String(form.note ?? "").slice(0, REPORT_NOTE_MAX * 2) };
    return data<ReportFormData>(
      { state: "invalid", target: view, reportPath: url.pathname + url.search, errors, values },
      { status: 400 },
    );
  }
  const now = Date.now();
  const outcome = await fileReport(
    connection,
    { reporterId: session.userId, target, reason: parsed.data.reason, note: parsed.data.note || null },
    { now, newId: () => ulid(now) },
  );
  if (outcome.ok) return data<ReportFormData>({ state: "sent", target: view });
  switch (outcome.refusal) {
    case "rate_limited": {
      const minutes = Math.max(1, Math.ceil((outcome.retryAt - now) / 60_000));
      return refused(
        429,
        "Too many reports",
        `You have sent ${REPORTS_PER_HOUR} reports in the last hour, the most we take. You can send another in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
      );
    }
    case "own_target":
      return refused(400, "That is yours", `You cannot report your own ${KIND_WORD[target.kind]}.`);
    case "duplicate":
      return refused(
        409,
        "Already reported",
        `You have already reported this ${KIND_WORD[target.kind]}; a moderator will look at it.`,
      );
    case "no_target":
      return refused(404, "Nothing to report", gone(target.kind));
  }
}
