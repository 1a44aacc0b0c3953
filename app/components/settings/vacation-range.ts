import { formatDay } from "~/components/life/year-grid";
import type { Vacation } from "~/game/vacation-days";

/** "Mon 14 Dec 2026 to Sun 20 Dec 2026", or the one day: how Settings and home name a vacation. */
export const vacationRangeText = ({ from, to }: Vacation): string =>
  from === to ? formatDay(from) : `${formatDay(from)} to ${formatDay(to)}`;
