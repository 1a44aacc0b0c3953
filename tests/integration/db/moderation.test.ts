// Reports and what admins do about them, on SQLite and on PostgreSQL: a report stores who, what
// and when; the queue shows open ones newest first with the reported content; dismiss, hide and
// suspend close them, each with its line in the admin log; a hide and a suspension can be undone.
import { ulid } from "ulid";
import { describe, expect, it } from "vitest";
import { visibleItemsOf } from "~/db/communities.server";
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
import { fileReport, openReports, REPORTS_PER_HOUR, HOUR_MS } from "~/db/reports.server";
import { createSession } from "~/db/sessions.server";
import { findUser } from "~/db/users.server";
import { ENGINES, useTestDatabase } from "~test/db";
import { makeItemsPublic, makePerson, makeProfilePublic, meetDays } from "~test/social";

const NOW = Date.UTC(2026, 10, 25, 12);
const ctxAt = (now: number) => ({ now, newId: () => ulid(now) });

describe.each(ENGINES)("reports and moderation on %s", (engine) => {
  const database = useTestDatabase(engine);

  /** Ada with a public profile and a public habit "Read"; a reporter; an admin. */
  async function cast() {
    const ada = (await makePerson(database.connection, "Ada", { now: NOW - 60_000 })).user;
    const { habitId } = await meetDays(database.connection, ada.id, "Read", [NOW - 1000], NOW);
    await makeProfilePublic(database.connection, ada.id, NOW);
    await makeItemsPublic(database.connection, ada.id);
    const cy = await makePerson(database.connection, "Cy");
    const admin = (await makePerson(database.connection, "Mod")).user;
    return { ada, habitId, reporter: cy.user, reporterAccount: cy.account, admin };
  }

  it("stores a report on something visible, with reporter, target and time; refuses the rest", async () => {
    const { ada, habitId, reporter } = await cast();
    const habit = { kind: "habit" as const, userId: ada.id, itemId: habitId };
    const sent = await fileReport(
      database.connection,
      { reporterId: reporter.id, target: habit, reason: "spam", note: "Sells shoes." },
      ctxAt(NOW),
    );
    expect(sent.ok).toBe(true);
    const [row] = await database.connection.db
      .selectFrom("reports")
      .selectAll()
      .where("reporter_id", "=", reporter.id)
      .execute();
    expect(row).toMatchObject({
      target_kind: "habit",
      target_user_id: ada.id,
      target_item_id: habitId,
      reason: "spam",
      note: "Sells shoes.",
      status: "open",
    });
    expect(Number(row!.created_at)).toBe(NOW);

    const again = await fileReport(
      database.connection,
      { reporterId: reporter.id, target: habit, reason: "spam", note: null },
      ctxAt(NOW),
    );
    expect(again).toEqual({ ok: false, refusal: "duplicate" });
    const own = await fileReport(
      database.connection,
      { reporterId: ada.id, target: habit, reason: "spam", note: null },
      ctxAt(NOW),
    );
    expect(own).toEqual({ ok: false, refusal: "own_target" });
    const quiet = (await makePerson(database.connection, "Quiet")).user; // never made a profile public
    for (const target of [
      { kind: "habit" as const, userId: ada.id, itemId: ulid() }, // no such habit
      { kind: "goal" as const, userId: ada.id, itemId: habitId }, // a habit's id as a goal
      { kind: "profile" as const, userId: ulid(), itemId: "" }, // no such user
      { kind: "profile" as const, userId: quiet.id, itemId: "" }, // a private profile
    ]) {
      const outcome = await fileReport(
        database.connection,
        { reporterId: reporter.id, target, reason: "other", note: null },
        ctxAt(NOW),
      );
      expect(outcome).toEqual({ ok: false, refusal: "no_target" });
    }
    // A private item is not visible, so it cannot be reported either.
    await database.connection.db
      .updateTable("social_items")
      .set({ is_public: 0 })
      .where("user_id", "=", ada.id)
      .execute();
    const other = (await makePerson(database.connection, "Di")).user;
    expect(
      await fileReport(
        database.connection,
        { reporterId: other.id, target: habit, reason: "spam", note: null },
        ctxAt(NOW),
      ),
    ).toEqual({ ok: false, refusal: "no_target" });
  });

  it(`takes ${REPORTS_PER_HOUR} reports an hour from one reporter and refuses the next until the oldest is an hour old`, async () => {
    const reporter = (await makePerson(database.connection, "Eager")).user;
    const targets: { kind: "profile"; userId: string; itemId: string }[] = [];
    for (let i = 0; i <= REPORTS_PER_HOUR; i += 1) {
      const someone = (await makePerson(database.connection, `Target ${i}`)).user;
      await makeProfilePublic(database.connection, someone.id, NOW);
      targets.push({ kind: "profile" as const, userId: someone.id, itemId: "" });
    }
    const report = (i: number, at: number) =>
      fileReport(
        database.connection,
        { reporterId: reporter.id, target: targets[i]!, reason: "spam", note: null },
        ctxAt(at),
      );
    for (let i = 0; i < REPORTS_PER_HOUR; i += 1) expect((await report(i, NOW + i * 1000)).ok).toBe(true);
    expect(await report(REPORTS_PER_HOUR, NOW + 20_000)).toEqual({
      ok: false,
      refusal: "rate_limited",
      retryAt: NOW + HOUR_MS,
    });
    const stored = await database.connection.db
      .selectFrom("reports")
      .select("id")
      .where("reporter_id", "=", reporter.id)
      .execute();
    expect(stored).toHaveLength(REPORTS_PER_HOUR);
    expect((await report(REPORTS_PER_HOUR, NOW + HOUR_MS + 1)).ok).toBe(true);
  });

  it("queues open reports newest first with the content; dismiss, hide and suspend close them and are logged", async () => {
    const { ada, habitId, reporter, reporterAccount, admin } = await cast();
    const habit = { kind: "habit" as const, userId: ada.id, itemId: habitId };
    const profile = { kind: "profile" as const, userId: ada.id, itemId: "" };
    const first = await fileReport(
      database.connection,
      { reporterId: reporter.id, target: habit, reason: "cheating", note: null },
      ctxAt(NOW),
    );
    const second = await fileReport(
      database.connection,
      { reporterId: reporter.id, target: profile, reason: "spam", note: "Links." },
      ctxAt(NOW + 1),
    );
    if (!first.ok || !second.ok) throw new Error("the reports were refused");
    const queue = (await openReports(database.connection, 50)).filter((report) => report.target.userId === ada.id);
    expect(queue.map((report) => report.id)).toEqual([second.id, first.id]);
    expect(queue[1]).toMatchObject({
      reason: "cheating",
      reporter: { id: reporter.id, username: reporter.username },
      target: { kind: "habit", username: ada.username, hidden: false, suspended: false },
      item: { title: "Read", isPublic: true, isActive: true },
    });

    const ctx: AdminCtx = { adminId: admin.id, ...ctxAt(NOW + 10) };
    expect(await dismissReport(database.connection, second.id, ctx)).toBe(true);
    expect(await dismissReport(database.connection, second.id, ctx)).toBe(false);
    expect(await hideReported(database.connection, first.id, null, ctx)).toBe(true);
    expect(await visibleItemsOf(database.connection, [ada.id])).toEqual([]);
    expect((await inEffect(database.connection, 50)).hidden).toContainEqual(
      expect.objectContaining({ ...habit, title: "Read" }),
    );

    // Suspending ends the account's sessions; an admin cannot suspend themself.
    await createSession(database.connection, {
      id: ulid(),
      token_hash: `hash-${ulid()}`,
      user_id: reporter.id,
      provider: reporterAccount.provider,
      provider_id: reporterAccount.providerId,
      created_at: NOW,
      expires_at: NOW + HOUR_MS,
      device: "test",
    });
    expect(await suspendMember(database.connection, admin.id, "No.", ctx)).toBe("self");
    expect(await suspendMember(database.connection, reporter.id, "False reports.", ctx)).toBe("suspended");
    expect((await findUser(database.connection, reporter.id))?.suspension).toEqual({
      at: NOW + 10,
      reason: "False reports.",
    });
    const sessions = await database.connection.db
      .selectFrom("sessions")
      .select("id")
      .where("user_id", "=", reporter.id)
      .execute();
    expect(sessions).toEqual([]);

    const log = (await adminLog(database.connection, 50)).filter((line) => line.admin === admin.username);
    expect(log.map((line) => [line.action, line.targetUser, line.targetTitle, line.reason])).toEqual(
      expect.arrayContaining([
        ["dismiss", ada.username, null, null],
        ["hide", ada.username, "Read", null],
        ["suspend", reporter.username, null, "False reports."],
      ]),
    );
    expect(log).toHaveLength(3);

    expect(await unhide(database.connection, habit, ctx)).toBe(true);
    expect(await unhide(database.connection, habit, ctx)).toBe(false);
    expect((await visibleItemsOf(database.connection, [ada.id])).map((item) => item.title)).toEqual(["Read"]);
    expect(await liftSuspension(database.connection, reporter.id, ctx)).toBe(true);
    expect(await liftSuspension(database.connection, reporter.id, ctx)).toBe(false);
    expect((await findUser(database.connection, reporter.id))?.suspension).toBeNull();
    expect((await adminLog(database.connection, 50)).filter((line) => line.admin === admin.username)).toHaveLength(5);
  });
});
