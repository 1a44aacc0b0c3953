// The first upload of a device's history from before sync (issue #21 point 3, ADR 0021): the
// device sends that history as a backup file (app/log/backup-schema.ts) once, to
// POST /sync/upload?clientId=…&mutationId=…; the server stores it as one "import" entry of the
// user's log. Shared by the browser (the transport) and the server (the endpoint).
import { z } from "zod";
import { clientIdSchema, mutationIdSchema } from "./protocol";

export const UPLOAD_PATH = "/sync/upload";
/** 32 MB: five years of 50 habits is about 25 MB as a backup (server/request-body.ts allows it). */
export const MAX_UPLOAD_BYTES = 32 * 1024 * 1024;

/** Who uploads: the device's client id and the mutation id that makes the upload idempotent. */
export const UploadTargetSchema = z.object({
  clientId: clientIdSchema,
  mutationId: z.coerce.number().pipe(mutationIdSchema),
});
export type UploadTarget = z.infer<typeof UploadTargetSchema>;

export const uploadUrl = (target: UploadTarget) =>
  `${UPLOAD_PATH}?clientId=${encodeURIComponent(target.clientId)}&mutationId=${target.mutationId}`;

export const UploadResponseSchema = z.object({
  /** applied: stored now at `seq`; duplicate: this (clientId, mutationId) was stored before, at `seq`. */
  status: z.enum(["applied", "duplicate"]),
  seq: z.number().int().min(1),
  head: z.number().int().min(0),
  /** Items of the history the server did not merge (each explained in the log entry). */
  refused: z.number().int().min(0),
});
export type UploadResponse = z.infer<typeof UploadResponseSchema>;

/** The server would not take the history (it does not pass the backup checks, or is too large). */
export class UploadRefused extends Error {
  override name = "UploadRefused";
}

/** The 409 answer to a second history upload: an account takes one (rule 26, ADR 0030). */
export const HISTORY_ALREADY_UPLOADED =
  "This account's history from before sync was already uploaded from another device, and an account takes one.";
