// The profile a user may make public (table `profiles`, ADR 0024): the fields the owner saved in
// /profile/edit and whether "Public profile" is on (`public_since`). Only the owner writes here;
// what others see is read through social-visibility.server.ts.
import type { Connection } from "./connection.server";

/** The public profile's own fields (name and username live in `users`). Picture and url are http(s) only. */
export type ProfileFields = {
  bio: string | null;
  pictureUrl: string | null;
  location: string | null;
  url: string | null;
};

export type ProfileSettings = ProfileFields & { publicSince: number | null };

export const EMPTY_PROFILE: ProfileFields = { bio: null, pictureUrl: null, location: null, url: null };

const columnsOf = (fields: ProfileFields) => ({
  bio: fields.bio,
  picture_url: fields.pictureUrl,
  location: fields.location,
  url: fields.url,
});

/** Saves the fields (the Public setting is left as it is). */
export async function saveProfileFields(
  connection: Connection,
  userId: string,
  fields: ProfileFields,
  now: number,
): Promise<void> {
  const row = { ...columnsOf(fields), updated_at: now };
  await connection.db
    .insertInto("profiles")
    .values({ user_id: userId, public_since: null, ...row })
    .onConflict((conflict) => conflict.column("user_id").doUpdateSet(row))
    .execute();
}

/**
 * Turns "Public profile" on (from now, or kept from when it was first turned on) or off. Off
 * hides everything at once: every public read checks `public_since` (isVisibleUser).
 */
export async function setProfilePublic(
  connection: Connection,
  userId: string,
  isPublic: boolean,
  now: number,
): Promise<number | null> {
  const { db } = connection;
  if (!isPublic) {
    await db
      .updateTable("profiles")
      .set({ public_since: null, updated_at: now })
      .where("user_id", "=", userId)
      .execute();
    return null;
  }
  await db
    .insertInto("profiles")
    .values({ user_id: userId, ...columnsOf(EMPTY_PROFILE), public_since: now, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .column("user_id")
        .doUpdateSet((eb) => ({ public_since: eb.fn.coalesce("profiles.public_since", eb.val(now)), updated_at: now })),
    )
    .execute();
  const row = await db
    .selectFrom("profiles")
    .select("public_since")
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.public_since === null ? null : Number(row.public_since);
}

/** The owner's own view of their profile row (their Settings and data download). */
export async function profileSettingsOf(connection: Connection, userId: string): Promise<ProfileSettings> {
  const row = await connection.db
    .selectFrom("profiles")
    .select(["bio", "picture_url", "location", "url", "public_since"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return { ...EMPTY_PROFILE, publicSince: null };
  return {
    bio: row.bio,
    pictureUrl: row.picture_url,
    location: row.location,
    url: row.url,
    publicSince: row.public_since === null ? null : Number(row.public_since),
  };
}
