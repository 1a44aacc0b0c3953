// What admins do about reports (tables `hidden_items` and `admin_actions`, spec §6): dismiss a
// report, hide what it is about (a `hidden_items` row: every public page and board reads through
// the visibility filters, so it is gone everywhere at once), suspend an account (the existing
// suspension: its sessions end), and undo a hide or a suspension. Each action and its log line
// share one transaction: nothing an admin did is missing from the log.
import { transaction, type Connection } from "./connection.server";
import { JOINED_ITEM, onSameItem } from "./item-key.server";
import { reportTarget, resolveReports } from "./reports.server";
import type { Db } from "./schema.server";
import { suspendUser, unsuspendUser } from "./users.server";
import type { AdminLogEntry, HiddenEntry, ReportTarget, SuspendedEntry } from "./views";

export type AdminCtx = { adminId: string; now: number; newId: () => string };

export type AdminAction = "dismiss" | "hide" | "unhide" | "suspend" | "unsuspend";

type LogLine = { action: AdminAction; reportId?: string | null; target?: ReportTarget | null; reason?: string | null };

async function log(tx: Db, ctx: AdminCtx, line: LogLine): Promise<void> {
  await tx
    .insertInto("admin_actions")
    .values({
      id: ctx.newId(),
      admin_id: ctx.adminId,
      action: line.action,
      report_id: line.reportId ?? null,
      target_kind: line.target?.kind ?? null,
      target_user_id: line.target?.userId ?? null,
      target_item_id: line.target?.itemId ?? null,
      reason: line.reason ?? null,
      at: ctx.now,
    })
    .execute();
}

/** Closes an open report with no action on its target; false when it is not open (or not there). */
export async function dismissReport(connection: Connection, reportId: string, ctx: AdminCtx): Promise<boolean> {
  return transaction(connection, async (tx) => {
    const target = await reportTarget(tx, reportId);
    if (!target?.open) return false;
    await resolveReports(tx, { reportId }, "dismissed", ctx);
    await log(tx, ctx, { action: "dismiss", reportId, target });
    return true;
  });
}

/** Hides what an open report is about and closes every open report on it; false when it is not open. */
export async function hideReported(
  connection: Connection,
  reportId: string,
  reason: string | null,
  ctx: AdminCtx,
): Promise<boolean> {
  return transaction(connection, async (tx) => {
    const found = await reportTarget(tx, reportId);
    if (!found?.open) return false;
    const target: ReportTarget = { kind: found.kind, userId: found.userId, itemId: found.itemId };
    await tx
      .insertInto("hidden_items")
      .values({
        target_kind: target.kind,
        user_id: target.userId,
        item_id: target.itemId,
        hidden_by: ctx.adminId,
        hidden_at: ctx.now,
        reason,
      })
      .onConflict((conflict) => conflict.columns(["target_kind", "user_id", "item_id"]).doNothing())
      .execute();
    await resolveReports(tx, { target }, "hidden", ctx);
    await log(tx, ctx, { action: "hide", reportId, target, reason });
    return true;
  });
}

/** Shows a hidden target again; false when it was not hidden. */
export async function unhide(connection: Connection, target: ReportTarget, ctx: AdminCtx): Promise<boolean> {
  return transaction(connection, async (tx) => {
    const result = await tx
      .deleteFrom("hidden_items")
      .where("target_kind", "=", target.kind)
      .where("user_id", "=", target.userId)
      .where("item_id", "=", target.itemId)
      .executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) return false;
    await log(tx, ctx, { action: "unhide", target });
    return true;
  });
}

export type SuspendOutcome = "suspended" | "no_user" | "self";

/**
 * Suspends an account with a reason (its sessions end; its sign-in shows the reason) and closes
 * the open reports about it; `reportId` names the report that led to it, if one did.
 */
export async function suspendMember(
  connection: Connection,
  userId: string,
  reason: string,
  ctx: AdminCtx,
  reportId: string | null = null,
): Promise<SuspendOutcome> {
  if (userId === ctx.adminId) return "self";
  return transaction(connection, async (tx) => {
    if (!(await suspendUser(tx, userId, reason, ctx.now))) return "no_user";
    await resolveReports(tx, { userId }, "suspended", ctx);
    await log(tx, ctx, { action: "suspend", reportId, target: { kind: "profile", userId, itemId: "" }, reason });
    return "suspended";
  });
}

/** Lifts a suspension; false when the account was not suspended. */
export async function liftSuspension(connection: Connection, userId: string, ctx: AdminCtx): Promise<boolean> {
  return transaction(connection, async (tx) => {
    if (!(await unsuspendUser(tx, userId))) return false;
    await log(tx, ctx, { action: "unsuspend", target: { kind: "profile", userId, itemId: "" } });
    return true;
  });
}

/** The newest admin actions first, at most `limit`. */
export async function adminLog(connection: Connection, limit: number): Promise<AdminLogEntry[]> {
  const rows = await connection.db
    .selectFrom("admin_actions")
    .leftJoin("users as admin", "admin.id", "admin_actions.admin_id")
    .leftJoin("users as target", "target.id", "admin_actions.target_user_id")
    .leftJoin("social_items as item", (join) =>
      onSameItem(join, JOINED_ITEM, [
        "admin_actions.target_user_id",
        "admin_actions.target_kind",
        "admin_actions.target_item_id",
      ]),
    )
    .select([
      "admin_actions.id",
      "admin_actions.at",
      "admin_actions.action",
      "admin_actions.admin_id",
      "admin.username as admin_username",
      "admin_actions.target_kind",
      "admin_actions.target_user_id",
      "target.username as target_username",
      "item.title",
      "admin_actions.reason",
    ])
    .orderBy("admin_actions.at", "desc")
    .orderBy("admin_actions.id", "desc")
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    at: Number(row.at),
    action: row.action,
    admin: row.admin_username ?? row.admin_id,
    targetKind: row.target_kind,
    targetUser: row.target_username ?? row.target_user_id,
    targetTitle: row.title,
    reason: row.reason,
  }));
}

/** What is hidden and who is suspended right now, newest first: the undo list. */
export async function inEffect(
  connection: Connection,
  limit: number,
): Promise<{ hidden: HiddenEntry[]; suspended: SuspendedEntry[] }> {
  const hidden = await connection.db
    .selectFrom("hidden_items")
    .innerJoin("users", "users.id", "hidden_items.user_id")
    .leftJoin("social_items as item", (join) =>
      onSameItem(join, JOINED_ITEM, ["hidden_items.user_id", "hidden_items.target_kind", "hidden_items.item_id"]),
    )
    .select([
      "hidden_items.target_kind",
      "hidden_items.user_id",
      "hidden_items.item_id",
      "hidden_items.hidden_at",
      "users.username",
      "item.title",
    ])
    .orderBy("hidden_items.hidden_at", "desc")
    .limit(limit)
    .execute();
  const suspended = await connection.db
    .selectFrom("users")
    .select(["id", "username", "suspended_at", "suspended_reason"])
    .where("suspended_at", "is not", null)
    .orderBy("suspended_at", "desc")
    .limit(limit)
    .execute();
  return {
    hidden: hidden.map((row) => ({
      kind: row.target_kind,
      userId: row.user_id,
      itemId: row.item_id,
      username: row.username,
      title: row.title,
      hiddenAt: Number(row.hidden_at),
    })),
    suspended: suspended.map((row) => ({
      userId: row.id,
      username: row.username,
      reason: row.suspended_reason ?? "",
      at: Number(row.suspended_at),
    })),
  };
}
