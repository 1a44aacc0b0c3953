import { useFetchers } from "@remix-run/react";
import type { HomeData } from "~/storage";
import { withPendingCounts } from "./pending-counts";

/** Home with the +1/−1 clicks still in flight already shown (see `withPendingCounts`). */
export function useOptimisticHome(home: HomeData | null): HomeData | null {
  const fetchers = useFetchers();
  return home ? withPendingCounts(home, fetchers) : home;
}
