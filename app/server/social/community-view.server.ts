// What a community page shows (issue #22, ADR 0026): its member count, the members anyone may
// see, its weekly board (rule 21) and the public habits and goals of the board's top places.
// Built from the database at most once per VIEW_TTL_MS per process and community (a board
// over 1,000 members is one query and a sort, not one per request); anything this process
// changes that a page shows (a join, a hide, a suspension) forgets the views at once.
import { findCommunity, type Community } from "~/content/communities";
import { memberCounts, visibleItemsOf, visibleMembers } from "~/db/communities.server";
import { getDatabase } from "~/db/database.server";
import type { VisibleItem, VisibleMember } from "~/db/views";
import { rankWeeklyBoard, type BoardPlace } from "~/game/weekly-board";

/** How old a view may be when served: other processes' changes and new pushes show within this. */
export const VIEW_TTL_MS = 5_000;
/** Places of the board a page lists (a member further down sees their own place below it). */
export const BOARD_SIZE = 10;
export const MEMBERS_PER_PAGE = 50;
/** Public habits and goals shown per board place. */
export const ITEMS_PER_PLACE = 3;

export type CommunityView = {
  community: Community;
  /** Every member but suspended accounts, public profile or not. */
  memberCount: number;
  /** Every visible member, ranked. */
  board: BoardPlace<VisibleMember>[];
  placeOf: ReadonlyMap<string, BoardPlace<VisibleMember>>;
  /** Every visible member, by username: the member list's pages. */
  members: VisibleMember[];
  /** Public habits and goals of the top BOARD_SIZE places, by user. */
  items: ReadonlyMap<string, VisibleItem[]>;
  builtAt: number;
  /** Whatever pages made of this view keep (rendered templates), dropped with it. */
  memo: Map<string, unknown>;
};

type Entry<T> = { current: T | null; builtAt: number; pending: Promise<T> | null };

/** Values rebuilt at most every VIEW_TTL_MS; a stale one is served while its rebuild runs. */
function ttlCache<T>(build: (key: string, now: number) => Promise<T>) {
  const entries = new Map<string, Entry<T>>();
  return {
    get(key: string, now: number = Date.now()): Promise<T> {
      let entry = entries.get(key);
      if (!entry) entries.set(key, (entry = { current: null, builtAt: 0, pending: null }));
      if (entry.current !== null && now - entry.builtAt < VIEW_TTL_MS) return Promise.resolve(entry.current);
      if (!entry.pending) {
        const mine = entry;
        mine.pending = build(key, now).then(
          (value) => {
            Object.assign(mine, { current: value, builtAt: now, pending: null });
            return value;
          },
          (error: unknown) => {
            mine.pending = null;
            throw error;
          },
        );
      }
      return entry.current !== null ? Promise.resolve(entry.current) : entry.pending!;
    },
    forget: (key?: string) => (key === undefined ? entries.clear() : void entries.delete(key)),
  };
}

async function buildView(communityId: string, now: number): Promise<CommunityView> {
  const community = findCommunity(communityId);
  if (!community) throw new Error(`No community "${communityId}"`);
  const connection = await getDatabase();
  const members = await visibleMembers(connection, communityId);
  const board = rankWeeklyBoard(members, now);
  const top = board.slice(0, BOARD_SIZE).map((place) => place.member.userId);
  const items = new Map<string, VisibleItem[]>();
  for (const item of await visibleItemsOf(connection, top)) {
    const list = items.get(item.userId) ?? [];
    list.push(item);
    items.set(item.userId, list);
  }
  const byUsername = (a: VisibleMember, b: VisibleMember) =>
    a.username.toLowerCase() < b.username.toLowerCase() ? -1 : 1;
  return {
    community,
    memberCount: (await memberCounts(connection, communityId)).get(communityId) ?? 0,
    board,
    placeOf: new Map(board.map((place) => [place.member.userId, place])),
    members: [...members].sort(byUsername),
    items,
    builtAt: now,
    memo: new Map(),
  };
}

const views = ttlCache(buildView);
const counts = ttlCache(async () => memberCounts(await getDatabase()));

/** The view of a community of app/content/communities.ts (callers check the id first). */
export const communityView = (communityId: string, now?: number) => views.get(communityId, now);

/** Members per community, for the index. */
export const communityCounts = (now?: number) => counts.get("all", now);

/**
 * Something pages show changed here: the next request reads afresh. A join or leave changes one
 * community (and the index's counts); an admin's action may touch a member of any.
 */
export function forgetCommunityViews(communityId?: string): void {
  views.forget(communityId);
  counts.forget();
}
