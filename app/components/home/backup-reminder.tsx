import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { useExportBackup } from "~/components/settings/use-export-backup";
import type { User } from "~/game/entity-schemas";
import { backupReminderDue, deviceNow, noteReminderDismissed } from "~/storage";

/**
 * Home's one quiet reminder (issue 19): the browser may evict this data and nothing has been
 * exported for a week. Export or Dismiss; either keeps it away for a week.
 */
export function BackupReminder({ user }: { user: Pick<User, "id" | "joinedAt"> }) {
  const { exportData, exporting } = useExportBackup();
  const [due, setDue] = useState(false);
  const [hidden, setHidden] = useState(false);
  const { id: userId, joinedAt } = user;
  // Asked after home is painted: the browser's answer about persistence never delays the page.
  useEffect(() => {
    let current = true;
    void backupReminderDue({ id: userId, joinedAt }).then((answer) => {
      if (current) setDue(answer);
    });
    return () => {
      current = false;
    };
  }, [userId, joinedAt]);
  if (hidden || (!due && !exporting)) return null;
  return (
    <Box as="section" aria-label="Backup reminder" p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
      <Text>
        <strong>Your browser may delete your data</strong> when space runs low, and this device holds the only copy.
        Export a backup to keep one of your own.
      </Text>
      <HStack mt="3" gap="2" wrap="wrap">
        <Button
          size="sm"
          variant="outline"
          loading={exporting}
          loadingText="Exporting…"
          onClick={() => void exportData().then((saved) => saved && setHidden(true))}
        >
          <span aria-hidden="true">⬇️</span> Export my data
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => {
            noteReminderDismissed(userId, deviceNow());
            setHidden(true);
          }}
        >
          Dismiss
        </Button>
      </HStack>
    </Box>
  );
}
