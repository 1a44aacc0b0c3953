import { dayOf } from "~/game/day";

/** 'momentum-backup-YYYY-MM-DD.json' for the UTC day of `now`. */
export function backupFilename(now: number = Date.now()): string {
  return `momentum-backup-${dayOf(now)}.json`;
}

/** Saves text as a file. */
export function downloadText(filename: string, text: string, type = "application/json"): void {
  downloadFile(filename, new Blob([text], { type }));
}

/** Saves a file: a Blob behind a temporary object URL and a download link. */
export function downloadFile(filename: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns; free it once the download has surely started.
  window.setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
