// Reports (table `reports`): what signed-in people told the moderators about a profile, a habit
// or a goal. Only what anyone may see can be reported (the visibility filters decide, rule 21),
// never one's own, at most REPORTS_PER_HOUR a reporter per hour, one open report per target.
import { transaction, type Connection } from "./connection.server";
import { JOINED_ITEM, onSameItem } from "./item-key.server";
import type { Db, ReportStatus } from "./schema.server";
import { isVisibleItem, isVisibleUser } from "./social-visibility.server";
import type { QueuedReport, ReportTarget, TargetView } from "./views";

export const REPORTS_PER_HOUR = 10;
export const HOUR_MS = 60 * 60 * 1000;

/** A profile (itemId '') or one of its owner's habits or goals. */

export type NewReport = { reporterId: string; target: ReportTarget; reason: string; note: string | null };

export type ReportRefusal =
  | { refusal: "rate_limited"; retryAt: number }
  | { refusal: "no_target" }
  | { refusal: "own_target" }
  | { refusal: "duplicate" };

export type FileOutcome = { ok: true; id: string } | ({ ok: false } & ReportRefusal);

/** What a visitor may see of a target, for the report form; null when it is missing or not visible. */

export async function describeTarget(db: Db, target: ReportTarget): Promise<TargetView | null> {
  const owner = await db
    .selectFrom("users")
    .select(["username", "name"])
    .where("id", "=", target.userId)
    .where(isVisibleUser)
    .executeTakeFirst();
  if (!owner) return null;
  if (target.kind === "profile") return target.itemId === "" ? { kind: "profile", ...owner, title: null } : null;
  const item = await db
    .selectFrom("social_items")
    .select("title")
    .where("user_id", "=", target.userId)
    .where("kind", "=", target.kind)
    .where("item_id", "=", target.itemId)
    .where(isVisibleItem)
    .executeTakeFirst();
  return item ? { kind: target.kind, ...owner, title: item.title } : null;
}

/**
 * Stores a report, or says why not: over the hourly limit (and when the reporter may report
 * again), a target that is missing or not visible, one's own, or one already reported and still
 * open. The count and the insert share a transaction; on PostgreSQL the reporter's row is locked
 * first, so two reports sent at once cannot both be the tenth.
 */
export async function fileReport(
  connection: Connection,
  report: NewReport,
  ctx: { now: number; newId: () => string },
): Promise<FileOutcome> {
  return transaction(connection, async (tx) => {
    if (connection.engine === "postgres") {
      await tx.selectFrom("users").select("id").where("id", "=", report.reporterId).forUpdate().execute();
    }
    const recent = await tx
      .selectFrom("reports")
      .select("created_at")
      .where("reporter_id", "=", report.reporterId)
      .where("created_at", ">", ctx.now - HOUR_MS)
      .orderBy("created_at", "desc")
      .limit(REPORTS_PER_HOUR)
      .execute();
    if (recent.length >= REPORTS_PER_HOUR) {
      return { ok: false, refusal: "rate_limited", retryAt: Number(recent.at(-1)!.created_at) + HOUR_MS };
    }
    const { target } = report;
    if (target.userId === report.reporterId) return { ok: false, refusal: "own_target" };
    if (!(await describeTarget(tx, target))) return { ok: false, refusal: "no_target" };
    const open = await tx
      .selectFrom("reports")
      .select("id")
      .where("reporter_id", "=", report.reporterId)
      .where("target_kind", "=", target.kind)
      .where("target_user_id", "=", target.userId)
      .where("target_item_id", "=", target.itemId)
      .where("status", "=", "open")
      .executeTakeFirst();
    if (open) return { ok: false, refusal: "duplicate" };
    const id = ctx.newId();
    await tx
      .insertInto("reports")
      .values({
        id,
        reporter_id: report.reporterId,
        target_kind: target.kind,
        target_user_id: target.userId,
        target_item_id: target.itemId,
        reason: report.reason,
        note: report.note,
        created_at: ctx.now,
        status: "open",
        resolved_by: null,
        resolved_at: null,
      })
      .execute();
    return { ok: true, id };
  });
}

/** An open report as the admin queue shows it: the report, who sent it, and the content as it is now. */

const REPORTED_ITEM = ["reports.target_user_id", "reports.target_kind", "reports.target_item_id"] as const;

/** Open reports, newest first, with the reported content; at most `limit`. */
export async function openReports(connection: Connection, limit: number): Promise<QueuedReport[]> {
  const rows = await connection.db
    .selectFrom("reports")
    .innerJoin("users as reporter", "reporter.id", "reports.reporter_id")
    .innerJoin("users as target", "target.id", "reports.target_user_id")
    .leftJoin("social_items as item", (join) => onSameItem(join, JOINED_ITEM, REPORTED_ITEM))
    .leftJoin("profiles as profile", "profile.user_id", "reports.target_user_id")
    .leftJoin("hidden_items as hidden", (join) =>
      onSameItem(join, ["hidden.user_id", "hidden.target_kind", "hidden.item_id"], REPORTED_ITEM),
    )
    .select([
      "reports.id",
      "reports.reason",
      "reports.note",
      "reports.created_at",
      "reports.target_kind",
      "reports.target_user_id",
      "reports.target_item_id",
      "reporter.id as reporter_id",
      "reporter.username as reporter_username",
      "target.username as target_username",
      "target.name as target_name",
      "target.suspended_at as target_suspended_at",
      "item.title as item_title",
      "item.description as item_description",
      "item.is_public as item_is_public",
      "item.is_active as item_is_active",
      "profile.user_id as profile_user_id",
      "profile.bio",
      "profile.location",
      "profile.url",
      "profile.public_since",
      "hidden.hidden_at",
    ])
    .where("reports.status", "=", "open")
    .orderBy("reports.created_at", "desc")
    .orderBy("reports.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    reason: row.reason,
    note: row.note,
    createdAt: Number(row.created_at),
    reporter: { id: row.reporter_id, username: row.reporter_username },
    target: {
      kind: row.target_kind,
      userId: row.target_user_id,
      itemId: row.target_item_id,
      username: row.target_username,
      name: row.target_name,
      suspended: row.target_suspended_at !== null,
      hidden: row.hidden_at !== null,
    },
    item:
      row.item_title === null
        ? null
        : {
            title: row.item_title,
            description: row.item_description,
            isPublic: Number(row.item_is_public) === 1,
            isActive: Number(row.item_is_active) === 1,
          },
    profile:
      row.profile_user_id === null
        ? null
        : { bio: row.bio, location: row.location, url: row.url, isPublic: row.public_since !== null },
  }));
}

export async function openReportCount(connection: Connection): Promise<number> {
  const row = await connection.db
    .selectFrom("reports")
    .select((eb) => eb.fn.countAll<number | string>().as("open"))
    .where("status", "=", "open")
    .executeTakeFirstOrThrow();
  return Number(row.open);
}

/** Resolves open reports as `status`: one by id, every one on a target, or every one on anything of a user. */
export async function resolveReports(
  tx: Db,
  match: { reportId: string } | { target: ReportTarget } | { userId: string },
  status: Exclude<ReportStatus, "open">,
  by: { adminId: string; now: number },
): Promise<number> {
  let query = tx
    .updateTable("reports")
    .set({ status, resolved_by: by.adminId, resolved_at: by.now })
    .where("status", "=", "open");
  if ("reportId" in match) query = query.where("id", "=", match.reportId);
  else if ("userId" in match) query = query.where("target_user_id", "=", match.userId);
  else {
    query = query
      .where("target_kind", "=", match.target.kind)
      .where("target_user_id", "=", match.target.userId)
      .where("target_item_id", "=", match.target.itemId);
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The target of a report, whatever its status; null when there is no such report. */
export async function reportTarget(db: Db, reportId: string): Promise<(ReportTarget & { open: boolean }) | null> {
  const row = await db
    .selectFrom("reports")
    .select(["target_kind", "target_user_id", "target_item_id", "status"])
    .where("id", "=", reportId)
    .executeTakeFirst();
  return row
    ? { kind: row.target_kind, userId: row.target_user_id, itemId: row.target_item_id, open: row.status === "open" }
    : null;
}
