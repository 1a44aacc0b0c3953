// Numbers and dates as the Market shows them: days are day keys (the user's days,
// rule 18), times are in the user's zone (day-rule-text).
const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });

export const formatCoins = (n: number) => `${n.toLocaleString("en-US")} ${Math.abs(n) === 1 ? "coin" : "coins"}`;

/** A day key 'YYYY-MM-DD' as '11 May 2024' (a label: read at UTC midnight so no zone moves it). */
export const formatDay = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));

/** Text colours that keep AA contrast on the card backgrounds in both themes. */
export const WARNING_TEXT = { base: "orange.700", _dark: "orange.300" } as const;
export const SPENT_TEXT = { base: "red.700", _dark: "red.300" } as const;
