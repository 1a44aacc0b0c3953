// The Friends feed (issue #22): the public activity of the people a user follows, newest first,
// a page at a time. Raw lines are filtered when read (rule 21): a line shows only while its
// author's profile is visible and, for a habit or goal, while that item is public, active and
// not hidden, so turning a flag off takes old lines away too.
import { z } from "zod";
import type { Connection } from "./connection.server";
import { onSameItem } from "./item-key.server";
import { httpOnly } from "./public-profile.server";
import { isVisibleItem, isVisibleUser } from "./social-visibility.server";

export const FEED_PAGE_SIZE = 30;

export type FeedLine = {
  /** Unique in the feed: the author's id and the line's own. */
  key: string;
  kind: "habit_started" | "day_met" | "goal_reached";
  at: number;
  day: string;
  author: { username: string; name: string; pictureUrl: string | null };
  item: { kind: "habit" | "goal"; id: string; title: string } | null;
};
export type FeedPage = { lines: FeedLine[]; next: string | null };

/** Where a page ends: the last line's time, author and id (the feed's order). */
const CursorSchema = z.object({
  at: z.number().int().min(0),
  user: z.string().min(1).max(64),
  id: z.string().min(1).max(80),
});
type Cursor = z.infer<typeof CursorSchema>;

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString("base64url");

/** A cursor from a page's `next`, or null when it is not one (a clear 400 for the caller). */
export function decodeCursor(text: string): Cursor | null {
  if (text.length > 400) return null;
  try {
    const parsed = CursorSchema.safeParse(JSON.parse(Buffer.from(text, "base64url").toString("utf8")));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function friendsFeed(
  connection: Connection,
  userId: string,
  { before = null, limit = FEED_PAGE_SIZE }: { before?: Cursor | null; limit?: number } = {},
): Promise<FeedPage> {
  const rows = await connection.db
    .selectFrom("activity")
    .innerJoin("follows", "follows.followee_id", "activity.user_id")
    .innerJoin("users", "users.id", "activity.user_id")
    .innerJoin("profiles", "profiles.user_id", "users.id")
    .leftJoin("social_items", (join) =>
      onSameItem(
        join,
        ["social_items.user_id", "social_items.kind", "social_items.item_id"],
        ["activity.user_id", "activity.item_kind", "activity.item_id"],
      ),
    )
    .select([
      "activity.user_id",
      "activity.id",
      "activity.kind",
      "activity.at",
      "activity.day",
      "activity.item_kind",
      "activity.item_id",
      "social_items.title",
      "users.username",
      "users.name",
      "profiles.picture_url",
    ])
    .where("follows.follower_id", "=", userId)
    .where(isVisibleUser)
    // A day met names no item; any other line shows only with its item visible.
    .where((eb) => eb.or([eb("activity.item_id", "is", null), isVisibleItem(eb)]))
    .$if(before !== null, (query) =>
      query.where((eb) =>
        eb.or([
          eb("activity.at", "<", before!.at),
          eb.and([
            eb("activity.at", "=", before!.at),
            eb.or([
              eb("activity.user_id", "<", before!.user),
              eb.and([eb("activity.user_id", "=", before!.user), eb("activity.id", "<", before!.id)]),
            ]),
          ]),
        ]),
      ),
    )
    .orderBy("activity.at", "desc")
    .orderBy("activity.user_id", "desc")
    .orderBy("activity.id", "desc")
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    lines: page.map((row) => ({
      key: `${row.user_id}:${row.id}`,
      kind: row.kind,
      at: Number(row.at),
      day: row.day,
      author: { username: row.username, name: row.name, pictureUrl: httpOnly(row.picture_url) },
      item:
        row.item_kind && row.item_id && row.title !== null
          ? { kind: row.item_kind, id: row.item_id, title: row.title }
          : null,
    })),
    next: rows.length > limit && last ? encodeCursor({ at: Number(last.at), user: last.user_id, id: last.id }) : null,
  };
}
