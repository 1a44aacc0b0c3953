// What anyone may see of a user whose profile is public (issue #22, rule 21): the page at
// /{username}. Every read goes through the visibility filters (social-visibility.server.ts);
// it never joins accounts or sessions, so no email or provider data can reach it.
import { UTC_DAY_RULE, type DayRule } from "~/game/day";
import { dayRuleSchema, MENTION_PATTERN, urlSchema, usernameSchema } from "~/game/field-schemas";
import { MeasureSchema, type Measure } from "~/game/measure";
import type { PublicGoal, PublicHabit, PublicProfile } from "~/game/public-profile";
import { currentStreak, todayFor } from "~/game/public-stats";
import type { Connection } from "./connection.server";
import { runPrepared } from "./prepared.server";
import type { Db } from "./schema.server";
import { isVisibleItem, isVisibleUser } from "./social-visibility.server";

/** http(s) only, checked again on the way out (the write side checks too). */
export const httpOnly = (value: string | null) => (value !== null && urlSchema.safeParse(value).success ? value : null);

/** Day rules are few (a zone and an hour): each stored text is parsed once. */
const dayRules = new Map<string, DayRule>();

function dayRuleOf(json: string | null): DayRule {
  if (json === null) return { ...UTC_DAY_RULE };
  let rule = dayRules.get(json);
  if (!rule) {
    let parsed: ReturnType<typeof dayRuleSchema.safeParse> | null = null;
    try {
      parsed = dayRuleSchema.safeParse(JSON.parse(json));
    } catch {
      parsed = null;
    }
    rule = parsed?.success ? parsed.data : { ...UTC_DAY_RULE };
    if (dayRules.size < 1024) dayRules.set(json, rule);
  }
  return rule;
}

const numberIn = (detail: Record<string, unknown>, key: string) =>
  typeof detail[key] === "number" && Number.isFinite(detail[key]) ? (detail[key] as number) : 0;

const stringIn = (detail: Record<string, unknown>, key: string) =>
  typeof detail[key] === "string" ? (detail[key] as string) : null;

/** A habit copy's count if it is `today`'s, 0 if it is an earlier day's, null if the copy does not say. */
function todayCountOf(detail: Record<string, unknown>, today: string): number | null {
  const day = stringIn(detail, "countDay");
  if (day === null) return null;
  return day === today ? numberIn(detail, "count") : 0;
}

/**
 * A habit copy's days met and streak (null in copies from before they were kept): the streak as
 * the owner's `today` has it, 0 once the last day it could stand without more counts is over.
 */
function habitNumbersOf(detail: Record<string, unknown>, today: string): Pick<PublicHabit, "daysMet" | "streak"> {
  if (typeof detail.daysMet !== "number") return { daysMet: null, streak: null };
  const until = stringIn(detail, "streakUntil");
  const unit = stringIn(detail, "unit");
  return {
    daysMet: numberIn(detail, "daysMet"),
    streak: {
      count: until !== null && until >= today ? numberIn(detail, "streak") : 0,
      unit: unit === "weeks" || unit === "months" ? unit : "days",
    },
  };
}

/** A habit copy's unit and direction, or null: a count, or a copy whose measure does not parse. */
function measureIn(detail: Record<string, unknown>): Measure | null {
  if (detail.measure === undefined) return null;
  const parsed = MeasureSchema.safeParse(detail.measure);
  return parsed.success ? parsed.data : null;
}

function detailOf(json: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(json);
    return value !== null && typeof value === "object" ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** The user behind a public profile, with what the page shows of them; `key` is the lower-case username. */
const userQuery = (db: Db, key: string) =>
  db
    .selectFrom("users")
    .innerJoin("profiles", "profiles.user_id", "users.id")
    .leftJoin("user_stats", "user_stats.user_id", "users.id")
    .select((eb) => [
      eb
        .selectFrom("follows")
        .select(eb.fn.countAll<number>().as("count"))
        .whereRef("follows.followee_id", "=", "users.id")
        .as("followers"),
      "users.id",
      "users.username",
      "users.name",
      "users.created_at",
      "profiles.bio",
      "profiles.picture_url",
      "profiles.location",
      "profiles.url",
      "user_stats.streak",
      "user_stats.streak_day",
      "user_stats.best_streak",
      "user_stats.days_met",
      "user_stats.day_rule",
    ])
    .where("users.username_key", "=", key)
    .where(isVisibleUser);

/** The items of a visible profile's owner that others may see. */
const itemsQuery = (db: Db, userId: string) =>
  db
    .selectFrom("social_items")
    .select(["kind", "item_id", "title", "description", "detail", "created_at"])
    .where("social_items.user_id", "=", userId)
    .where(isVisibleItem)
    .orderBy("created_at")
    .orderBy("item_id");

/** At most this many people mentioned on one page are looked up (a bio is 160 characters; descriptions are few). */
const MAX_MENTIONS = 50;

/** Lower-case usernames @mentioned in `texts`, each once. */
function mentionedIn(texts: readonly (string | null)[]): string[] {
  const names = new Set<string>();
  for (const text of texts)
    for (const match of (text ?? "").matchAll(MENTION_PATTERN)) names.add(match[1]!.toLowerCase());
  return [...names].slice(0, MAX_MENTIONS);
}

/** Which of `names` (lower case) have a profile others may see now: a mention of anyone else is not a link. */
async function visibleUsernames(connection: Connection, names: string[]): Promise<string[]> {
  if (names.length === 0) return [];
  const rows = await connection.db
    .selectFrom("users")
    .select("users.username_key")
    .where("users.username_key", "in", names)
    .where(isVisibleUser)
    .execute();
  return rows.map((row) => row.username_key).sort();
}

/** The public profile of `username` (any case) as a visitor sees it at `now`, or null: private, hidden, suspended or unknown. */
export async function publicProfileOf(
  connection: Connection,
  username: string,
  now: number,
): Promise<PublicProfile | null> {
  if (!usernameSchema.safeParse(username).success) return null;
  const [user] = await runPrepared(connection, "public-profile-user", userQuery, username.toLowerCase());
  if (!user) return null;
  const items = await runPrepared(connection, "public-profile-items", itemsQuery, user.id);

  const stats = {
    streak: Number(user.streak ?? 0),
    streakDay: user.streak_day ?? null,
    dayRule: dayRuleOf(user.day_rule),
  };
  const ownerToday = todayFor(stats, now);
  const habits: PublicHabit[] = [];
  const goals: PublicGoal[] = [];
  for (const item of items) {
    const detail = detailOf(item.detail);
    const base = { id: item.item_id, title: item.title, description: item.description };
    if (item.kind === "habit")
      habits.push({
        ...base,
        dailyTarget: numberIn(detail, "dailyTarget"),
        measure: measureIn(detail),
        today: todayCountOf(detail, ownerToday),
        schedule: stringIn(detail, "schedule"),
        ...habitNumbersOf(detail, ownerToday),
      });
    else
      goals.push({
        ...base,
        xpTarget: numberIn(detail, "xpTarget"),
        percent: Math.max(0, Math.min(100, numberIn(detail, "percent"))),
        completedAt: typeof detail.completedAt === "number" ? detail.completedAt : null,
      });
  }
  return {
    userId: user.id,
    username: user.username,
    name: user.name,
    joinedAt: Number(user.created_at),
    bio: user.bio,
    pictureUrl: httpOnly(user.picture_url),
    location: user.location,
    url: httpOnly(user.url),
    stats: {
      currentStreak: currentStreak(stats, now),
      bestStreak: Number(user.best_streak ?? 0),
      daysMet: Number(user.days_met ?? 0),
    },
    habits,
    goals,
    followers: Number(user.followers ?? 0),
    mentionable: await visibleUsernames(connection, mentionedIn([user.bio, ...items.map((item) => item.description)])),
  };
}

/** Whether `userId`'s profile is visible to others right now. */
export async function isVisibleProfile(connection: Connection, userId: string): Promise<boolean> {
  const row = await connection.db
    .selectFrom("users")
    .select("users.id")
    .where("users.id", "=", userId)
    .where(isVisibleUser)
    .executeTakeFirst();
  return row !== undefined;
}
