import { useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import type { HomeData } from "~/storage";

// setTimeout takes at most 2^31 − 1 ms; a day boundary is never that far.
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * The daily refresh's timer (rule 18): at the user's next day boundary, home
 * loads again, so storage runs the refresh and the new day starts at 0.
 */
export function useDayTimer(day: HomeData["day"] | undefined): void {
  const { revalidate } = useRevalidator();
  const delay = day ? Math.min(MAX_DELAY_MS, Math.max(0, day.nextAt - day.now)) : null;
  useEffect(() => {
    if (delay === null) return;
    const timer = setTimeout(() => void revalidate(), delay);
    return () => clearTimeout(timer);
  }, [delay, revalidate]);
}
