import { useState } from "react";
import { dayEndNotice, deviceTimeZone } from "~/components/day/day-rule-text";
import { sameTimeZone, type DayRule } from "~/game/day";
import { useSettingsIntent } from "~/intents/settings";
import { notify } from "~/toasts/notify";

// Remembered per device: once answered (either way), the notice never shows again here.
const ANSWERED_KEY = "momentum-day-notice-answered";

function wasAnswered(): boolean {
  try {
    return localStorage.getItem(ANSWERED_KEY) === "1";
  } catch {
    return false;
  }
}

function rememberAnswer(): void {
  try {
    localStorage.setItem(ANSWERED_KEY, "1");
  } catch {
    // Private mode without storage: the notice may come back; nothing is lost.
  }
}

/**
 * Rule 18: when this device's zone is not the day rule's, home says once when
 * the day ends here, and offers the local zone. Home renders only in the browser
 * (its data is local), so reading the device here does not break hydration.
 */
export function DayNotice({ rule, now }: { rule: DayRule; now: number }) {
  const run = useSettingsIntent();
  const [device] = useState(deviceTimeZone);
  const [open, setOpen] = useState(() => !wasAnswered() && !sameTimeZone(device, rule.timeZone));
  const [busy, setBusy] = useState(false);
  if (!open) return null;

  const close = () => {
    rememberAnswer();
    setOpen(false);
  };
  async function switchToLocal() {
    setBusy(true);
    const result = await run({ type: "game/setDayRule", timeZone: device, startHour: rule.startHour });
    setBusy(false);
    if (!result.ok) {
      notify.error(result.message);
      return;
    }
    notify.success(`Your day now follows ${device}.`);
    close();
  }

  // Static classes (day-notice.styles.ts): home renders without Chakra (ADR 0017).
  return (
    <div role="status" className="day-notice" data-testid="day-notice">
      <div className="day-notice-content">
        <div className="day-notice-title">{dayEndNotice(rule, now, device)} Use local time?</div>
        <div className="day-notice-actions">
          <button type="button" className="btn-sm-solid" disabled={busy} onClick={() => void switchToLocal()}>
            Use local time
          </button>
          <button type="button" className="btn-sm-outline" onClick={close}>
            Keep {rule.timeZone}
          </button>
        </div>
      </div>
    </div>
  );
}
