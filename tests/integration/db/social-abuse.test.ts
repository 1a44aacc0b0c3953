// Abuse of the report form and what moderation does to the community pages (issue #22), through
// the real routes on SQLite and on PostgreSQL: the hourly limit, missing and invisible targets,
// huge notes (and the body limit before any handler), and hidden items and suspended users
// gone from the board and the member list.
import { describe, expect, it, vi } from "vitest";
import { ulid } from "ulid";
import { action as adminAction } from "~/routes/_www.admin.reports";
import { action as reportAction, loader as reportLoader } from "~/routes/_www.report";
import { loader as communityLoader } from "~/routes/community.$id";
import { reportPath } from "~/social/report-path";
import { BAD_LINK } from "~/server/social/report-form.server";
import { BODY_ALLOWANCES, bodyLimitFor, DEFAULT_BODY_LIMIT } from "../../../server/request-body";
import { ENGINES } from "~test/db";
import { rawRequest, startTestApp } from "~test/server-app";
import { makePerson, makeProfilePublic } from "~test/social";
import { context, cookieOf, formPost, get, NOW, outcome, useSocialRoutes } from "~test/social-routes";

const HOUR_MS = 60 * 60 * 1000;
const GONE = "There is nothing to report here: this habit does not exist, or it is not public.";

describe.each(ENGINES)("abuse and moderation through the routes on %s", (engine) => {
  const adminId = `admin-${engine}`;
  const routes = useSocialRoutes(engine, adminId, { SESSION_SECRET: "test-secret-0123456789-0123456789-abc" });

  const report = (path: string, fields: Record<string, string>, cookie: string) =>
    outcome(() => reportAction({ request: formPost(path, fields, { cookie }), params: {}, context }));
  const reportsBy = async (userId: string) =>
    (await routes.connection.db.selectFrom("reports").select("id").where("reporter_id", "=", userId).execute()).length;

  it("takes 10 reports an hour from one person and refuses the 11th with a clear message", async () => {
    const eager = await makePerson(routes.connection, "Eager", { now: NOW - HOUR_MS });
    const reporter = eager.user;
    const jar = await cookieOf(eager);
    const targets = [];
    for (let i = 0; i <= 10; i += 1) {
      const target = (await makePerson(routes.connection, `Target ${i}`)).user;
      await makeProfilePublic(routes.connection, target.id, NOW);
      targets.push(reportPath({ kind: "profile", userId: target.id }));
    }
    for (let i = 0; i < 10; i += 1) {
      vi.setSystemTime(NOW + i * 60_000);
      expect((await report(targets[i]!, { reason: "spam" }, jar)).data).toMatchObject({ state: "sent" });
    }
    vi.setSystemTime(NOW + 15 * 60_000);
    const eleventh = await report(targets[10]!, { reason: "spam" }, jar);
    expect([eleventh.status, eleventh.data]).toEqual([
      429,
      {
        state: "refused",
        title: "Too many reports",
        message: "You have sent 10 reports in the last hour, the most we take. You can send another in 45 minutes.",
      },
    ]);
    expect(await reportsBy(reporter.id)).toBe(10);
    vi.setSystemTime(NOW + HOUR_MS + 1);
    expect((await report(targets[10]!, { reason: "spam" }, jar)).data).toMatchObject({ state: "sent" });
  });

  it("refuses a report on a missing or invisible target, or from an incomplete link, and stores nothing", async () => {
    const { ada, cy, adaHabit } = routes.cast;
    const missing = reportPath({ kind: "habit", userId: ada.user.id, itemId: ulid() });
    for (const answer of [
      await outcome(() => reportLoader({ request: get(missing, cy.cookie), params: {}, context })),
      await report(missing, { reason: "spam" }, cy.cookie),
    ]) {
      expect([answer.status, answer.data]).toEqual([
        404,
        { state: "refused", title: "Nothing to report", message: GONE },
      ]);
    }
    for (const link of [
      "/report?kind=habit&user=" + ada.user.id + "&item=",
      `/report?kind=profile&user=${ada.user.id}&item=${adaHabit}`,
      "/report?kind=post&user=x&item=",
      "/report",
    ]) {
      const answer = await report(link, { reason: "spam" }, cy.cookie);
      expect([answer.status, answer.data], link).toEqual([
        400,
        { state: "refused", title: "Nothing to report", message: BAD_LINK },
      ]);
    }
    // Ada's habit turned private: no longer there to report.
    await routes.connection.db
      .updateTable("social_items")
      .set({ is_public: 0 })
      .where("item_id", "=", adaHabit)
      .execute();
    const hiddenNow = await report(
      reportPath({ kind: "habit", userId: ada.user.id, itemId: adaHabit }),
      { reason: "spam" },
      cy.cookie,
    );
    expect(hiddenNow.status).toBe(404);
    await routes.connection.db
      .updateTable("social_items")
      .set({ is_public: 1 })
      .where("item_id", "=", adaHabit)
      .execute();
    expect(await reportsBy(cy.user.id)).toBe(0);
  });

  it("refuses a note over 500 characters at the field, and a body over the limit before any handler", async () => {
    const { ada, cy, adaHabit } = routes.cast;
    const path = reportPath({ kind: "habit", userId: ada.user.id, itemId: adaHabit });
    for (const length of [501, 10_000]) {
      const answer = await report(path, { reason: "harassment", note: "x".repeat(length) }, cy.cookie);
      expect(answer.status).toBe(400);
      expect(answer.data).toMatchObject({
        state: "invalid",
        errors: { note: `The note can be at most 500 characters; this one has ${length.toLocaleString("en-US")}.` },
      });
    }
    const noReason = await report(path, { note: "hi" }, cy.cookie);
    expect(noReason.data).toMatchObject({ state: "invalid", errors: { reason: "Choose a reason from the list." } });
    expect(await reportsBy(cy.user.id)).toBe(0);
    expect((await report(path, { reason: "other", note: "x".repeat(500) }, cy.cookie)).data).toMatchObject({
      state: "sent",
    });

    // The production pipeline reads no more than DEFAULT_BODY_LIMIT of a POST to /report.
    expect(bodyLimitFor("/report", BODY_ALLOWANCES)).toBe(DEFAULT_BODY_LIMIT);
    vi.useRealTimers();
    vi.stubEnv("NODE_ENV", "production");
    const app = await startTestApp();
    try {
      const body = `reason=spam&note=${"x".repeat(DEFAULT_BODY_LIMIT)}`;
      // Signed in (the test build's stand-in session) and same-origin: past the front door,
      // which refuses an anonymous body before reading it (401, tests/integration/server/front-door.test.ts).
      const headers = {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: "momentum_session=someone",
        Origin: app.origin,
      };
      const answer = await rawRequest(app.port, path, { method: "POST", headers, body });
      expect(answer.status).toBe(413);
      expect(app.seen.posts).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it("a hidden item and a suspended user are gone from the board and the member list at once", async () => {
    const { ada, bob, cy, admin, adaHabit } = routes.cast;
    const page = async () =>
      (
        await outcome(() =>
          communityLoader({ request: get("/community/running", cy.cookie), params: { id: "running" }, context }),
        )
      ).text;
    const before = await page();
    expect(before).toContain("2 members, 2 with a public profile");
    expect(before).toMatch(/@[a-z]+<\/a><br\/><span class="social-small">Ada<\/span>/);
    expect(before).toContain("<span>Read</span>");
    expect(before).toContain("<span>Swim</span>");

    await report(reportPath({ kind: "habit", userId: ada.user.id, itemId: adaHabit }), { reason: "spam" }, cy.cookie);
    const [queued] = await routes.connection.db
      .selectFrom("reports")
      .select("id")
      .where("target_item_id", "=", adaHabit)
      .execute();
    const act = (fields: Record<string, string>) =>
      outcome(() =>
        adminAction({ request: formPost("/admin/reports", fields, { cookie: admin.cookie }), params: {}, context }),
      );
    expect((await act({ intent: "hide", report: queued!.id })).status).toBe(303);
    const hidden = await page();
    expect(hidden).not.toContain("<span>Read</span>");
    expect(hidden).toContain(`@${ada.user.username}`); // the member stays; only the habit went

    expect((await act({ intent: "suspend", username: bob.user.username, reason: "Spam." })).status).toBe(303);
    const suspended = await page();
    expect(suspended).not.toContain(`@${bob.user.username}`);
    expect(suspended).not.toContain("<span>Swim</span>");
    expect(suspended).toContain("1 member, 1 with a public profile");

    expect((await act({ intent: "unhide", kind: "habit", user: ada.user.id, item: adaHabit })).status).toBe(303);
    expect((await act({ intent: "unsuspend", user: bob.user.id })).status).toBe(303);
    const restored = await page();
    expect(restored).toContain("<span>Read</span>");
    expect(restored).toContain(`@${bob.user.username}`);
  });
});
