import { defineStaticSheet } from "~/theme/static-styles";

/** <Box p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle"> : it sits on /home (ADR 0017). */
export const backupReminderSheet = defineStaticSheet({
  "backup-reminder": { css: { p: "4", borderWidth: "1px", borderRadius: "lg", bg: "bg.subtle", mb: "4" } },
  "backup-reminder-actions": { css: { display: "flex", flexWrap: "wrap", gap: "2", mt: "3" } },
});
