import { useEffect, useState } from "react";
import { useExportBackup } from "~/components/use-export-backup";
import type { User } from "~/game/entity-schemas";
import { backupReminderDue, deviceNow, noteReminderDismissed } from "~/storage";
import { whenIdle } from "~/pwa/when-idle";

/**
 * Home's one quiet reminder (issue 19): the browser may evict this data and nothing has been
 * exported for a week. Export or Dismiss; either keeps it away for a week.
 */
export function BackupReminder({ user }: { user: Pick<User, "id" | "joinedAt"> }) {
  const { exportData, exporting } = useExportBackup();
  const [due, setDue] = useState(false);
  const [hidden, setHidden] = useState(false);
  const { id: userId, joinedAt } = user;
  // Asked once home is painted and idle: the browser's answer about persistence (and the
  // backup log in localStorage) never delays the page.
  useEffect(() => {
    let current = true;
    const cancel = whenIdle(() => {
      void backupReminderDue({ id: userId, joinedAt }).then((answer) => {
        if (current) setDue(answer);
      });
    });
    return () => {
      current = false;
      cancel();
    };
  }, [userId, joinedAt]);
  if (hidden || (!due && !exporting)) return null;
  // Static classes (backup-reminder.styles.ts): home renders without Chakra (ADR 0017).
  return (
    <section aria-label="Backup reminder" className="backup-reminder">
      <p>
        <strong>Your browser may delete this device's data</strong> when space runs low, and changes not yet on the
        server would go with it. Export a backup to keep a copy of your own.
      </p>
      <div className="backup-reminder-actions">
        <button
          type="button"
          className="btn-sm-outline"
          disabled={exporting}
          onClick={() => void exportData().then((saved) => saved && setHidden(true))}
        >
          <span aria-hidden="true">⬇️</span> {exporting ? "Exporting…" : "Export my data"}
        </button>
        <button
          type="button"
          className="btn-sm-ghost"
          onClick={() => {
            noteReminderDismissed(userId, deviceNow());
            setHidden(true);
          }}
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}
