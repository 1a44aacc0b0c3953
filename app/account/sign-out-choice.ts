// What happens to this device's copy of the data at sign-out (rule 20, docs/rules.md).

export type DataChoice = "keep" | "remove";

/**
 * The choice sign-out starts with. Rule 20: once the server holds the data (sync, issue #21),
 * removing it from a shared device loses nothing, so remove is the default; until then the
 * device holds the only copy and keeping it is. #21 only has to say whether the server holds it.
 */
export function defaultDataChoice({ dataOnServer }: { dataOnServer: boolean }): DataChoice {
  return dataOnServer ? "remove" : "keep";
}

/** The signed-out page, told which happened so it can say so. */
export const signedOutPath = (choice: DataChoice) => `/signed-out?data=${choice === "remove" ? "removed" : "kept"}`;

/** What the signed-out page says about the data, from its address. */
export function dataOutcomeOf(search: string): "removed" | "kept" {
  return new URLSearchParams(search).get("data") === "removed" ? "removed" : "kept";
}
