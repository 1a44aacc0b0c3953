// Numbers and dates as the Market shows them (UTC days, like the rest of the app).
const dayFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeZone: "UTC" });
const timeFormat = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

export const formatCoins = (n: number) => `${n.toLocaleString("en-US")} ${Math.abs(n) === 1 ? "coin" : "coins"}`;

/** 'YYYY-MM-DD' (a UTC day) as '11 May 2024'. */
export const formatDay = (day: string) => dayFormat.format(Date.parse(`${day}T00:00:00Z`));

export const formatTime = (timestamp: number) => `${timeFormat.format(timestamp)} UTC`;

/** Text colours that keep AA contrast on the card backgrounds in both themes. */
export const WARNING_TEXT = { base: "orange.700", _dark: "orange.300" } as const;
export const SPENT_TEXT = { base: "red.700", _dark: "red.300" } as const;
