// Who may do what on the social routes (issue #22), through the real loaders and actions, on
// SQLite and on PostgreSQL. Every route is tried as each role: signed out, a member, a signed-in
// non-member, an admin, and from another site. A refused request changes nothing.
import { describe, expect, it } from "vitest";
import { action as adminAction, loader as adminLoader } from "~/routes/_www.admin.reports";
import { action as reportAction, loader as reportLoader } from "~/routes/_www.report";
import { action as communityAction, loader as communityLoader } from "~/routes/community.$id";
import { reportPath } from "~/social/report-path";
import { ENGINES } from "~test/db";
import { context, formPost, get, outcome, snapshot, useSocialRoutes, type Member } from "~test/social-routes";

const SECRET = "test-session-secret-0123456789-abcdefghijklmnop";
const EVIL = "https://evil.example";

describe.each(ENGINES)("social routes' authorization on %s", (engine) => {
  const adminId = `admin-${engine}`;
  const routes = useSocialRoutes(engine, adminId, { SESSION_SECRET: SECRET, PREMIUM_ACCOUNTS: "" });

  const join = (fields: Record<string, string>, options: Parameters<typeof formPost>[2] = {}, id = "running") =>
    outcome(() => communityAction({ request: formPost(`/community/${id}`, fields, options), params: { id }, context }));
  const page = (cookie?: string) =>
    outcome(() => communityLoader({ request: get("/community/running", cookie), params: { id: "running" }, context }));
  const unchanged = async (run: () => Promise<unknown>) => {
    const before = await snapshot(routes.connection);
    await run();
    expect(await snapshot(routes.connection)).toBe(before);
  };

  it("join and leave: only for the signed-in user, same-site, with nothing but the intent", async () => {
    const { cy, bob } = routes.cast;
    await unchanged(async () => {
      const out = await join({ intent: "join" });
      expect(out.status).toBe(401);
      expect(out.text).toContain("Only a signed-in member can join or leave a community.");
      for (const headers of [{ origin: EVIL }, { origin: "null" }, { site: "cross-site" }]) {
        const refused = await join({ intent: "join" }, { cookie: cy.cookie, ...headers });
        expect(refused.status).toBe(403);
        expect(refused.text).toBe("Cross-site requests are not allowed.");
      }
      // Joining (or leaving) for someone else: the form names no one, and one that tries is refused.
      const forms: Record<string, string>[] = [
        { intent: "join", userId: bob.user.id },
        { intent: "leave", user: bob.user.id },
        { intent: "yes" },
        {},
      ];
      for (const fields of forms) {
        const refused = await join(fields, { cookie: cy.cookie });
        expect(refused.status).toBe(400);
        expect(refused.text).toContain("it takes the field intent (join or leave) and nothing else");
      }
      expect((await join({ intent: "join" }, { cookie: cy.cookie }, "no-such-club")).status).toBe(404);
    });

    const joined = await join({ intent: "join" }, { cookie: cy.cookie });
    expect([joined.status, joined.location]).toEqual([303, "/community/running"]);
    expect((await page(cy.cookie)).text).toContain('value="leave"');
    expect((await page(cy.cookie)).text).toContain("3 members, 2 with a public profile");
    const left = await join({ intent: "leave" }, { cookie: cy.cookie });
    expect(left.status).toBe(303);
    expect((await page(cy.cookie)).text).toContain('value="join"');
    // Bob, whom the refused forms named, is still a member.
    expect((await page(bob.cookie)).text).toContain('value="leave"');
  });

  it("the admin queue: 404 for everyone but an admin, reading or acting; 403 from another site", async () => {
    const { ada, bob, cy, admin, adaHabit } = routes.cast;
    const sent = await outcome(() =>
      reportAction({
        request: formPost(
          reportPath({ kind: "habit", userId: ada.user.id, itemId: adaHabit }),
          { reason: "spam" },
          {
            cookie: cy.cookie,
          },
        ),
        params: {},
        context,
      }),
    );
    expect(sent.data).toMatchObject({ state: "sent" });
    const [report] = await routes.connection.db
      .selectFrom("reports")
      .select("id")
      .where("reporter_id", "=", cy.user.id)
      .execute();
    const intents: Record<string, string>[] = [
      { intent: "dismiss", report: report!.id },
      { intent: "hide", report: report!.id },
      { intent: "suspend", username: ada.user.username, reason: "Spam." },
      { intent: "unhide", kind: "habit", user: ada.user.id, item: adaHabit },
      { intent: "unsuspend", user: ada.user.id },
    ];
    const roles: [string, Member | null][] = [
      ["signed out", null],
      ["a member", ada],
      ["another member", bob],
      ["the reporter", cy],
    ];
    await unchanged(async () => {
      for (const [role, person] of roles) {
        const read = await outcome(() =>
          adminLoader({ request: get("/admin/reports", person?.cookie), params: {}, context }),
        );
        expect(read.status, `GET as ${role}`).toBe(404);
        for (const fields of intents) {
          const request = formPost("/admin/reports", fields, { cookie: person?.cookie });
          const acted = await outcome(() => adminAction({ request, params: {}, context }));
          expect(acted.status, `${fields.intent} as ${role}`).toBe(404);
        }
      }
      for (const fields of intents) {
        const request = formPost("/admin/reports", fields, { cookie: admin.cookie, origin: EVIL });
        expect((await outcome(() => adminAction({ request, params: {}, context }))).status).toBe(403);
      }
    });

    const queue = await outcome(() =>
      adminLoader({ request: get("/admin/reports", admin.cookie), params: {}, context }),
    );
    expect(queue.status).toBe(200);
    expect(queue.data).toMatchObject({ reports: [{ id: report!.id, item: { title: "Read" } }] });
    const dismissed = await outcome(() =>
      adminAction({ request: formPost("/admin/reports", intents[0]!, { cookie: admin.cookie }), params: {}, context }),
    );
    expect([dismissed.status, dismissed.location]).toEqual([303, "/admin/reports?done=dismissed"]);
    const again = await outcome(() =>
      adminAction({ request: formPost("/admin/reports", intents[0]!, { cookie: admin.cookie }), params: {}, context }),
    );
    expect([again.status, again.data]).toEqual([409, { error: "This report is no longer open." }]);
  });

  it("the report form: signed in and same-site only, never about oneself", async () => {
    const { ada, cy, adaHabit } = routes.cast;
    const path = reportPath({ kind: "habit", userId: ada.user.id, itemId: adaHabit });
    await unchanged(async () => {
      const signedOut = await outcome(() => reportLoader({ request: get(path), params: {}, context }));
      expect([signedOut.status, signedOut.data]).toEqual([401, { state: "sign-in", returnTo: path }]);
      const postedOut = await outcome(() =>
        reportAction({ request: formPost(path, { reason: "spam" }), params: {}, context }),
      );
      expect(postedOut.status).toBe(401);
      const cross = await outcome(() =>
        reportAction({
          request: formPost(path, { reason: "spam" }, { cookie: cy.cookie, origin: EVIL }),
          params: {},
          context,
        }),
      );
      expect([cross.status, cross.text]).toEqual([403, "Cross-site requests are not allowed."]);
      const own = await outcome(() =>
        reportAction({ request: formPost(path, { reason: "spam" }, { cookie: ada.cookie }), params: {}, context }),
      );
      expect([own.status, own.data]).toEqual([
        400,
        { state: "refused", title: "That is yours", message: "You cannot report your own habit." },
      ]);
    });
    const form = await outcome(() => reportLoader({ request: get(path, cy.cookie), params: {}, context }));
    expect(form.data).toMatchObject({
      state: "form",
      target: { kind: "habit", title: "Read", username: ada.user.username },
    });
  });
});
