// The sync protocol's messages (ADR "sync protocol"): what a device pushes, what the server
// answers, and the log a device pulls. Shared by the browser and the server, so both check
// the same shapes; the server never trusts a body that does not parse here.
import { z } from "zod";
import { ActionSchema } from "~/game/action-schema";
import { ITEM_LIMITS } from "~/game/constants";
import { dayStringSchema, idSchema } from "~/game/field-schemas";
import { WorldSchema } from "~/game/world";
import { entryChangesShape } from "~/log/entry-schema";

/** At most this many actions in one push (the body is also capped: MAX_PUSH_BYTES). */
export const MAX_PUSH_ACTIONS = 500;
/**
 * A push's body limit (server/request-body.ts refuses a larger one before reading it). 500 actions
 * are about 150 KB; an import from another app is one action with its whole history (rule 33):
 * ten years of thirty habits, about 2 MB.
 */
export const MAX_PUSH_BYTES = 8 * 1024 * 1024;
/** At most this many log entries in one pull page. */
export const PULL_PAGE_SIZE = 500;
/**
 * An action may carry at most this many ids it made: a create makes two or three, an import three
 * per habit (its days' ids are derived from its mark's, rule 33) for at most ITEM_LIMITS.habits.
 */
export const MAX_ACTION_IDS = 3 * ITEM_LIMITS.habits + 64;
/** A client's clock may run this far ahead of the server's. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60 * 1000;

/** A browser profile's random id: letters, digits, `-` and `_`, 8–64 of them. */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
/** Strictly increasing per client. */
export const mutationIdSchema = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** One pending action as a device pushes it. */
export const PushedActionSchema = z.object({
  mutationId: mutationIdSchema,
  /** The device's time of the action (ms since epoch): the engine runs it at that time. */
  at: z.number().int().min(0),
  /** The day the action counted for on the device (rule 18); the server counts it on the same day. */
  day: dayStringSchema,
  /**
   * The day rule that gave that day. Loose here: a zone this server does not know refuses the
   * one action with a sentence instead of failing the whole push (day-claim.ts checks it).
   */
  rule: z.object({ timeZone: z.string().max(64), startHour: z.number() }),
  action: ActionSchema,
  /** The ids the device's engine made for this action, in order: the server makes the same ones. */
  ids: z.array(idSchema).max(MAX_ACTION_IDS),
});
export type PushedAction = z.infer<typeof PushedActionSchema>;

export const PushRequestSchema = z.object({
  clientId: clientIdSchema,
  actions: z.array(PushedActionSchema).min(1).max(MAX_PUSH_ACTIONS),
});
export type PushRequest = z.infer<typeof PushRequestSchema>;

/** Why the server did not apply an action: a code and one plain sentence for the user. */
export const RefusalSchema = z.object({ code: z.string().min(1), message: z.string().min(1) });
export type Refusal = z.infer<typeof RefusalSchema>;

/** At most this many refused items of an uploaded history are listed one by one (the rest are counted). */
export const MAX_LISTED_REFUSALS = 100;

/** What the server left out of an uploaded history (ADR 0021): one sentence each, and how many more. */
export const RefusedItemsSchema = z.object({
  items: z.array(RefusalSchema).max(MAX_LISTED_REFUSALS),
  more: z.number().int().min(0),
});
export type RefusedItems = z.infer<typeof RefusedItemsSchema>;

/** What an applied action changed: the journal entry's records and definitions (no local seq). */
export const EntryBodySchema = z.object({
  /** As on the device, the day the action counted for and the rule that gave it (rule 18) included. */
  ...entryChangesShape,
  /** An uploaded history (type "import"): the items of the device's history the server did not merge. */
  refused: RefusedItemsSchema.optional(),
});
export type EntryBody = z.infer<typeof EntryBodySchema>;

/** One line of a user's server log. */
export const LogEntrySchema = logEntrySchemaOf(EntryBodySchema);

/** A log line whose applied entry is read with `entry` (pull-page.ts leaves the records for later). */
export function logEntrySchemaOf<E extends z.ZodType>(entry: E) {
  return z.object({
    seq: z.number().int().min(1),
    clientId: clientIdSchema,
    mutationId: mutationIdSchema,
    type: z.string().min(1),
    at: z.number().int(),
    outcome: z.discriminatedUnion("status", [
      z.object({ status: z.literal("applied"), entry }),
      z.object({ status: z.literal("refused"), refusal: RefusalSchema }),
    ]),
  });
}
export type LogEntry = z.infer<typeof LogEntrySchema>;

/** The newest mutation id the server has seen from each of the user's clients. */
export const ClientMarksSchema = z.record(clientIdSchema, mutationIdSchema);

export const PullResponseSchema = z.object({
  entries: z.array(LogEntrySchema),
  /** The newest server sequence number (the log may go past the page: `more`). */
  head: z.number().int().min(0),
  more: z.boolean(),
  clients: ClientMarksSchema,
});
export type PullResponse = z.infer<typeof PullResponseSchema>;

/**
 * GET /sync/state: the user's state as the server's log made it at `seq` (null before anything
 * was synced), and each client's newest mutation id. A new device shows it at once and fills
 * in the log behind it (ADR 0027).
 */
export const StateResponseSchema = z.object({
  seq: z.number().int().min(0),
  clients: ClientMarksSchema,
  world: WorldSchema.nullable(),
});
export type StateResponse = z.infer<typeof StateResponseSchema>;

export const PushResultSchema = z.object({
  mutationId: mutationIdSchema,
  /** applied / refused: written now at `seq`; duplicate: already in the log (or in it under its ids). */
  status: z.enum(["applied", "refused", "duplicate"]),
  seq: z.number().int().min(1).nullable(),
});
export const PushResponseSchema = z.object({ results: z.array(PushResultSchema), head: z.number().int().min(0) });
export type PushResponse = z.infer<typeof PushResponseSchema>;
