// A backup file's format, version and size limit: read by the app's storage at start-up, while
// the file's schemas (backup-schema.ts) load only when a backup is written, checked or read.
export const BACKUP_FORMAT = "momentum-backup";
export const BACKUP_VERSION = 1;
/** 50 MB: five years of 50 habits is about 25 MB. */
export const MAX_BACKUP_BYTES = 50 * 1024 * 1024;
