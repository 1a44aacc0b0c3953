import { Box, Button, HStack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useExportBackup } from "~/components/settings/use-export-backup";
import { deviceNow, noteReminderDismissed } from "~/storage";

/**
 * Home's one quiet reminder (issue 19): the browser may evict this data and nothing has been
 * exported for a week. Export or Dismiss; either keeps it away for a week.
 */
export function BackupReminder({ userId, due }: { userId: string; due: boolean }) {
  const { exportData, exporting } = useExportBackup();
  const [hidden, setHidden] = useState(false);
  // Mounted even when not due: an export's answer comes after the reload that makes it not due,
  // and must still reach this component to save the file.
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
