// What happens to this device's copy of the data at sign-out (rule 20, docs/rules.md).

export type DataChoice = "keep" | "remove";

/**
 * The choice sign-out starts with. Rule 20: once the server holds the data (sync, issue #21),
 * removing it from a shared device loses nothing, so remove is the default; until then the
 * device holds the only copy and keeping it is (isDataOnServer says which).
 */
export function defaultDataChoice({ dataOnServer }: { dataOnServer: boolean }): DataChoice {
  return dataOnServer ? "remove" : "keep";
}

/** What the server lacks of this device's data for a user it syncs; null when it does not sync them. */
export type ServerCopy = { unsent: number; uploadWaiting: boolean } | null;

/** The server holds all of it: the device syncs the user, no change waits, no history from before sync is still to go up. */
export const isDataOnServer = (copy: ServerCopy): boolean => copy !== null && copy.unsent === 0 && !copy.uploadWaiting;

/** What sign-out says when the server does not hold everything yet (null: nothing to say). */
export function unsentNotice(copy: ServerCopy): string | null {
  if (copy === null) return null;
  const parts: string[] = [];
  if (copy.unsent > 0) {
    const many = copy.unsent === 1 ? "One change" : `${copy.unsent.toLocaleString("en-US")} changes`;
    parts.push(`${many} on this device ${copy.unsent === 1 ? "has" : "have"} not reached the server yet.`);
  }
  if (copy.uploadWaiting) parts.push("Your history from before sync has not reached the server yet.");
  return parts.length > 0 ? `${parts.join(" ")} Removing the data here would lose it.` : null;
}

/** The signed-out page, told which happened so it can say so (and whether every device was signed out). */
export const signedOutPath = (choice: DataChoice, { everywhere = false } = {}) =>
  `/signed-out?data=${choice === "remove" ? "removed" : "kept"}${everywhere ? "&everywhere=1" : ""}`;

/** Whether the signed-out page follows "Sign out everywhere". */
export const wasEverywhere = (search: string): boolean => new URLSearchParams(search).get("everywhere") === "1";

/** What the signed-out page says about the data, from its address. */
export function dataOutcomeOf(search: string): "removed" | "kept" {
  return new URLSearchParams(search).get("data") === "removed" ? "removed" : "kept";
}
