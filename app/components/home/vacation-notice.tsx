import { Link } from "@remix-run/react";
import { vacationRangeText } from "~/components/settings/vacation-range";
import type { Day } from "~/game/day";
import { comingVacation, type Vacation } from "~/game/vacation-days";

/**
 * Home's word about a vacation (rule 28): under way, it says why no habit is due today; planned,
 * it reminds when the break is. Settings → Vacation changes or ends it.
 */
export function VacationNotice({ vacations, today }: { vacations: Vacation[] | undefined; today: Day }) {
  const coming = comingVacation(vacations, today);
  if (!coming) return null;
  const underWay = coming.from <= today;
  // Static classes (day-notice.styles.ts): home renders without Chakra (ADR 0017).
  return (
    <section aria-label="Vacation" className="day-notice" data-testid="vacation-notice">
      <div className="day-notice-content">
        <p className="day-notice-title">
          {underWay ? "You are on vacation" : "Vacation planned"}: {vacationRangeText(coming)}.
        </p>
        <p>
          {underWay
            ? "Your habits expect nothing today and your streak is kept."
            : "Your habits will expect nothing on these days, and your streak will be kept."}{" "}
          <Link to="/settings#settings-vacation" className="day-notice-link">
            {underWay ? "End it early" : "Change it"}
          </Link>
        </p>
      </div>
    </section>
  );
}
