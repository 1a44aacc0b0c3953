// GET /community/ and /community/{id} (issue #22, ADR 0026): server-rendered, no JavaScript,
// at 1,000 requests/s. server/community-pages.ts answers them before express and Remix (the
// resource routes answer the same under `remix vite:dev`). A page is rendered once per view
// (community-view.server.ts) and page of members into a slot template; each answer only reads
// the session and the visitor's membership and fills the slots: the nonce, the sign-in link,
// join or leave, and the visitor's own place on the board.
import { randomBytes } from "node:crypto";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import socialCss from "virtual:static-social.css?inline";
import { readSession, renewedCookie, type ActiveSession } from "~/server/auth/session.server";
import { CommunityBody } from "~/components/social/community-page";
import { CommunityIndexBody } from "~/components/social/community-index";
import { JoinControls, YourPlace, type CommunityViewer } from "~/components/social/community-viewer";
import { AccountLink, SocialDocument } from "~/components/social/social-document";
import { COMMUNITIES, findCommunity } from "~/content/communities";
import { communitiesOf, isMember } from "~/db/communities.server";
import { getDatabase } from "~/db/database.server";
import { slotTemplate, type SlotTemplate } from "~/security/nonce-template.server";
import { messageDocument, nonceOf } from "../message-document.server";
import {
  BOARD_SIZE,
  communityCounts,
  communityView,
  ITEMS_PER_PLACE,
  MEMBERS_PER_PAGE,
  type CommunityView,
} from "./community-view.server";

/** What the pipeline knows of a request: its URL, cookie, whether it takes gzip, and its nonce. */
export type PageAsk = { url: string; cookie: string | null; gzip: boolean; nonce: string };
export type PageAnswer = { status: number; headers: [string, string][]; body: Buffer };

/** `/community`, `/community/` (the index) and `/community/{id}`, with or without a trailing slash. */
export const COMMUNITY_PATH = /^\/community(?:\/([^/]+))?\/?$/;

/**
 * Where the nonce goes in a template: a random mark made per process, so no user text (a name, a
 * habit's title) can equal it and be taken for the slot. Slot elements are safe as they are:
 * React escapes every `<` of user text.
 */
const NONCE_MARK = `momentum-nonce-${randomBytes(16).toString("hex")}`;
const SLOT_MARK = new RegExp(`(${NONCE_MARK}|<momentum-slot data-slot="[a-z]+"></momentum-slot>)`);

type Template = { template: SlotTemplate; gaps: string[] };

/** Renders `page` once, cut at its slots: `gaps` names what fills each cut, in order. */
function templateOf(page: ReactElement): Template {
  const pieces = `<!DOCTYPE html>${renderToStaticMarkup(page)}`.split(SLOT_MARK);
  const parts = pieces.filter((_, i) => i % 2 === 0).map((piece) => Buffer.from(piece, "utf8"));
  const gaps = pieces
    .filter((_, i) => i % 2 === 1)
    .map((mark) => (mark === NONCE_MARK ? "nonce" : /data-slot="([a-z]+)"/.exec(mark)![1]!));
  return { template: slotTemplate(parts), gaps };
}

function fill({ template, gaps }: Template, fillers: Record<string, string>, gzip: boolean): Buffer {
  const buffers = gaps.map((gap) => Buffer.from(fillers[gap] ?? "", "utf8"));
  return gzip ? template.gzip(buffers) : template.html(buffers);
}

async function answer(ask: PageAsk, status: number, body: Buffer, session: ActiveSession | null): Promise<PageAnswer> {
  const headers: [string, string][] = [
    ["Content-Type", "text/html; charset=utf-8"],
    // Personal (the visitor's membership and place): never stored by anyone.
    ["Cache-Control", "no-store"],
    ["Vary", "Cookie, Accept-Encoding"],
  ];
  if (ask.gzip) headers.push(["Content-Encoding", "gzip"]);
  if (session?.renewed) headers.push(["Set-Cookie", await renewedCookie(session)]);
  return { status, headers, body };
}

const html = (element: ReactElement) => renderToStaticMarkup(element);

async function notFound(ask: PageAsk, session: ActiveSession | null, text: string): Promise<PageAnswer> {
  const links = [{ href: "/community/", label: "See all communities" }];
  const body = messageDocument(ask.nonce, { heading: "Page not found", text, links }, session !== null);
  return answer({ ...ask, gzip: false }, 404, body, session);
}

function memoHtml(view: CommunityView, key: string, element: () => ReactElement): string {
  let known = view.memo.get(key) as string | undefined;
  if (known === undefined) view.memo.set(key, (known = html(element())));
  return known;
}

/** The template of one page of a community's view, rendered on its first use. */
function pageTemplate(view: CommunityView, page: number, pages: number): Template {
  const key = `page:${page}`;
  const known = view.memo.get(key) as Template | undefined;
  if (known) return known;
  const { community } = view;
  const template = templateOf(
    <SocialDocument
      title={community.name}
      description={community.tagline}
      nonce={NONCE_MARK}
      css={socialCss}
      signedIn="slot"
    >
      <CommunityBody
        community={community}
        memberCount={view.memberCount}
        top={view.board.slice(0, BOARD_SIZE)}
        visibleCount={view.board.length}
        items={view.items}
        itemsPerPlace={ITEMS_PER_PLACE}
        members={view.members.slice((page - 1) * MEMBERS_PER_PAGE, page * MEMBERS_PER_PAGE)}
        page={page}
        pages={pages}
      />
    </SocialDocument>,
  );
  view.memo.set(key, template);
  return template;
}

/** The answer to GET /community/… for the production pipeline and the resource routes alike. */
export async function answerCommunityPage(ask: PageAsk): Promise<PageAnswer> {
  const url = new URL(ask.url);
  const id = COMMUNITY_PATH.exec(url.pathname)?.[1];
  // No cookie, no session: the common signed-out visit skips building a Request.
  const session = ask.cookie ? await readSession(new Request(url, { headers: { Cookie: ask.cookie } })) : null;
  if (id === undefined) return indexPage(ask, session);
  const community = findCommunity(id);
  if (!community) return notFound(ask, session, "There is no community at this address.");
  const view = await communityView(community.id);
  const pages = Math.max(1, Math.ceil(view.members.length / MEMBERS_PER_PAGE));
  const pageParam = url.searchParams.get("page") ?? "1";
  const page = /^[1-9]\d{0,5}$/.test(pageParam) ? Number(pageParam) : NaN;
  if (!(page <= pages)) {
    return notFound(ask, session, `This community's member list has ${pages === 1 ? "one page" : `${pages} pages`}.`);
  }
  const viewer: CommunityViewer = session
    ? {
        kind: "signed-in",
        member: await isMember(await getDatabase(), community.id, session.userId),
        place: view.placeOf.get(session.userId) ?? null,
      }
    : { kind: "signed-out" };
  // Few distinct fillers per view (signed in or not, member or not, a place): each is rendered once.
  const place = viewer.kind === "signed-in" && viewer.member ? viewer.place : null;
  const body = fill(
    pageTemplate(view, page, pages),
    {
      nonce: ask.nonce,
      account: memoHtml(view, `account:${session !== null}`, () => <AccountLink signedIn={session !== null} />),
      join: memoHtml(view, `join:${viewer.kind === "signed-in" ? viewer.member : "out"}`, () => (
        <JoinControls community={community} viewer={viewer} />
      )),
      place: memoHtml(
        view,
        `place:${viewer.kind === "signed-in" && viewer.member}:${place ? `${place.position}:${place.daysMet}:${place.streak}` : ""}`,
        () => <YourPlace viewer={viewer} visibleCount={view.board.length} />,
      ),
    },
    ask.gzip,
  );
  return answer(ask, 200, body, session);
}

async function indexPage(ask: PageAsk, session: ActiveSession | null): Promise<PageAnswer> {
  const counts = await communityCounts();
  const joined = new Set(session ? await communitiesOf(await getDatabase(), session.userId) : []);
  const entries = COMMUNITIES.map((community) => ({
    community,
    members: counts.get(community.id) ?? 0,
    joined: joined.has(community.id),
  }));
  const page = (
    <SocialDocument
      title="Communities"
      description="Topics to join: running, reading, mindfulness and more, with members, rules and a weekly board."
      nonce={ask.nonce}
      css={socialCss}
      signedIn={session !== null}
    >
      <CommunityIndexBody entries={entries} />
    </SocialDocument>
  );
  return answer({ ...ask, gzip: false }, 200, Buffer.from(`<!DOCTYPE html>${html(page)}`, "utf8"), session);
}

export function responseOf({ status, headers, body }: PageAnswer): Response {
  return new Response(new Uint8Array(body), { status, headers });
}

/** The resource routes' GET: the same answer as the production pipeline's (no gzip: express compresses). */
export async function communityPageResponse(request: Request, context: unknown): Promise<Response> {
  const ask = { url: request.url, cookie: request.headers.get("Cookie"), gzip: false, nonce: nonceOf(context) };
  return responseOf(await answerCommunityPage(ask));
}
