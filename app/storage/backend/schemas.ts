// Shapes of what storage writes, built from the engine's schemas so a stored
// value is read back with exactly the rules the engine works with.
import { z } from "zod";
import {
  CommitmentSchema,
  CommitRecordSchema,
  GameStateSchema,
  GoalSchema,
  HabitSchema,
  UserSchema,
} from "~/game/entity-schemas";
import { dayStringSchema, idSchema } from "~/game/field-schemas";
import { WorldSchema } from "~/game/world";
import { HabitSnapshotSchema, JournalEntrySchema } from "~/log/entry-schema";

const seqSchema = z.number().int().min(0);

/**
 * Where a synced user's journal stands against the server's log (issue #21): entries up to
 * `confirmed.local` are the server's log up to `confirmed.seq`; later entries are this
 * device's own, pushed (those with `sync`) or derived (a daily refresh) and re-run on a pull.
 */
export const SyncMetaSchema = z.object({
  /** This device's id towards the server (random, per browser profile and user). */
  clientId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/),
  confirmed: z.object({ seq: seqSchema, local: seqSchema }),
  /** A new action's mutation id is `mutationBase + its journal seq` (strictly increasing across rebuilds). */
  mutationBase: seqSchema,
  /** The server's refusals of this device's actions not yet shown (one sentence each). */
  refusals: z.array(z.object({ seq: seqSchema, at: z.number().int(), message: z.string() })),
  lastSyncedAt: z.number().int().nullable(),
  /**
   * History written before sync was on (journal entries 1…through, which carry no actions) waits
   * to be uploaded once, as a backup, under this mutation id (ADR 0021). Gone after the rebuild
   * that follows the upload: from then on the server's log holds that history. `refused`: the
   * server would not take it (its sentence): the same history is not built and sent again on
   * every page load, only when the user asks (Sync now).
   */
  upload: z
    .object({
      mutationId: z.number().int().min(1),
      through: seqSchema,
      refused: z.object({ at: z.number().int(), message: z.string() }).optional(),
    })
    .optional(),
  /**
   * The journal starts with the server's state at `seq` (a snapshot entry) instead of its log
   * 1…seq: a new device shows it at once, and its next round pulls the whole log and rebuilds
   * on it (ADR 0027). Gone with that rebuild.
   */
  snapshot: z.object({ seq: z.number().int().min(1) }).optional(),
});
export type SyncMeta = z.infer<typeof SyncMetaSchema>;

/** users store, `user/{id}`: the user and which generation of their data is current. */
export const UserRootSchema = z.object({
  user: UserSchema,
  /** Data lives under `{userId}/{gen}/…`; an import writes a new gen and flips this. */
  gen: idSchema,
  /** `provider:providerId` of the account that signs in as this user, if any. */
  account: z.string().nullable(),
  /** Left-overs of a replaced generation or user, removed after the flip. */
  cleanup: z.object({ namespaces: z.array(z.string()), users: z.array(idSchema) }).optional(),
  /** Present once sync is on for this user on this device. */
  sync: SyncMetaSchema.optional(),
  /**
   * When sync stopped because the user's server data was deleted: this device neither syncs nor
   * uploads this user again until they ask (Settings), so what it holds is not pushed right back.
   */
  syncStopped: z.number().int().optional(),
});
export type UserRoot = z.infer<typeof UserRootSchema>;

/** Index keys (`account/…`, `username/…`) hold a user id. */
export const UserIdSchema = idSchema;

/** commitRecords store, `{ns}/log/{k}`: consecutive entries; rewritten while open, then frozen. */
export const JournalPageSchema = z.object({
  k: seqSchema,
  closed: z.boolean(),
  entries: z.array(JournalEntrySchema),
});
export type JournalPage = z.infer<typeof JournalPageSchema>;

export const HabitsPartSchema = z.array(HabitSnapshotSchema);
export const GoalsPartSchema = z.array(GoalSchema);
export const CommitmentsPartSchema = z.array(CommitmentSchema);

/**
 * game store, `{ns}/hist/{YYYY-MM}/{v}`: every habit's counts on the days of one month, and its
 * notes (rule 32; absent in shards written before notes, and in months without any).
 */
export const HistShardSchema = z.object({
  habits: z.record(idSchema, HabitSchema.shape.history),
  notes: z.record(idSchema, HabitSchema.shape.notes.unwrap()).optional(),
});
/** game store, `{ns}/xp/{YYYY}/{v}`: the game's XP per day for one year. */
export const XpShardSchema = z.object({ days: GameStateSchema.shape.xpHistory });

const monthSchema = z.string().regex(/^\d{4}-\d{2}$/);
const yearSchema = z.string().regex(/^\d{4}$/);

/** Version (= seq it was written at) of each partition of the checkpoint. */
export const DirectorySchema = z.object({
  habits: seqSchema.nullable(),
  goals: seqSchema.nullable(),
  commitments: seqSchema.nullable(),
  hist: z.record(monthSchema, seqSchema),
  xp: z.record(yearSchema, seqSchema),
});
export type Directory = z.infer<typeof DirectorySchema>;

/** game store, `{ns}/core`: the checkpoint pointer. Small: no histories, no records. */
export const CoreSchema = z.object({
  seq: seqSchema,
  lastRecordId: idSchema.nullable(),
  game: GameStateSchema.omit({ xpHistory: true }),
  tracks: WorldSchema.shape.tracks,
  /** XP sum and non-zero days of the whole history (v2): live momentum without reading it. */
  stats: WorldSchema.shape.stats,
  /** Rewards, freezes held, frozen days, recent history (v2; ADR 0007). */
  market: WorldSchema.shape.market,
  /** The journal page holding entry `seq` (replay resumes there). */
  headPage: seqSchema,
  firstDay: dayStringSchema.nullable(),
  dir: DirectorySchema,
  /** Per commitment: how many of its records the by-instance chunks hold up to `seq`. */
  counts: z.record(idSchema, seqSchema),
  /** Partitions this checkpoint replaced: deleted by the next flush if still there. */
  garbage: z.array(z.string()),
});
export type Core = z.infer<typeof CoreSchema>;

/** commitRecords store, `{ns}/inst/{commitmentId}/{n}`: a commitment's records, [seq, index, record]. */
export const InstanceChunkSchema = z.object({
  items: z.array(z.tuple([z.number().int().min(1), z.number().int().min(0), CommitRecordSchema])),
});
export type InstanceItem = z.infer<typeof InstanceChunkSchema>["items"][number];

/** meta store, `schema`. */
export const SchemaMetaSchema = z.object({
  version: z.number().int().min(0),
  applied: z.array(z.string()),
  /** Legacy stores still to empty after a migration. */
  cleanup: z.array(z.string()).optional(),
});
export type SchemaMeta = z.infer<typeof SchemaMetaSchema>;
