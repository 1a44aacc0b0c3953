// ADR 0025: a public document (someone's profile) is rendered once per data its loaders give;
// every request runs the loaders again, so a change (a profile made private) shows at once.
import { describe, expect, it } from "vitest";
import { rawRequest, testAppPerTest } from "~test/server-app";

const app = testAppPerTest();

const nonceOf = (headers: Record<string, string | string[] | undefined>) =>
  String(headers["content-security-policy"]).match(/'nonce-([^']+)'/)?.[1];

describe("public documents", () => {
  it("are rendered once per data, answered from memory with a fresh nonce, and follow the data at once", async () => {
    app.seen.people.ada = "Ada";
    const first = await rawRequest(app.port, "/u/ada");
    expect(first.status).toBe(200);
    expect(first.body).toContain('"name":"Ada"');
    const renders = app.seen.renders.length;

    const again = await rawRequest(app.port, "/u/ada");
    expect(again.status).toBe(200);
    expect(again.body).toContain('"name":"Ada"');
    expect(app.seen.renders.length).toBe(renders); // from memory
    expect(nonceOf(again.headers)).not.toBe(nonceOf(first.headers));
    expect(again.body).toContain(`nonce="${nonceOf(again.headers)}"`);
    expect(again.body).not.toContain(nonceOf(first.headers));

    // New data (a new name): rendered anew; private: the 404 page, at the very next request.
    app.seen.people.ada = "Ada Lovelace";
    const renamed = await rawRequest(app.port, "/u/ada");
    expect(renamed.body).toContain('"name":"Ada Lovelace"');
    expect(app.seen.renders.length).toBe(renders + 1);
    app.seen.people.ada = null;
    const hidden = await rawRequest(app.port, "/u/ada");
    expect(hidden.status).toBe(404);
    expect(hidden.body).not.toContain("Ada Lovelace");
    // A missing page is rendered every time (never kept: made-up names must not push real pages out).
    await rawRequest(app.port, "/u/ada");
    expect(app.seen.renders.length).toBe(renders + 3);
    // Back to a name it had: the page kept for that data.
    app.seen.people.ada = "Ada";
    const back = await rawRequest(app.port, "/u/ada");
    expect(back.body).toContain('"name":"Ada"');
    expect(app.seen.renders.length).toBe(renders + 3);
  });

  it("renders a page once for a burst of visitors who all ask for it at the same time", async () => {
    app.seen.people.cy = "Cy";
    app.seen.renderMs = 100;
    const renders = app.seen.renders.length;
    const answers = await Promise.all(Array.from({ length: 20 }, () => rawRequest(app.port, "/u/cy")));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(answer.body).toContain('"name":"Cy"');
    expect(app.seen.renders.length).toBe(renders + 1);
  });

  it("gzips for clients that take it, and never keeps a page with a query string", async () => {
    app.seen.people.bo = "Bo";
    await rawRequest(app.port, "/u/bo");
    const gzipped = await rawRequest(app.port, "/u/bo", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toMatch(/Accept-Encoding/);
    const renders = app.seen.renders.length;
    await rawRequest(app.port, "/u/bo?x=1");
    await rawRequest(app.port, "/u/bo?x=1");
    expect(app.seen.renders.length).toBe(renders + 2);
  });
});
