import { defineStaticSheet } from "~/theme/static-styles";

const alert = (slot: string) => ({ recipe: ["alert", slot] as const, variants: { status: "info" } });

/** <Alert.Root status="info"> : the day and vacation notices sit on /home (ADR 0017). */
export const dayNoticeSheet = defineStaticSheet({
  "day-notice": { ...alert("root"), css: { mb: "4" } },
  "day-notice-content": alert("content"),
  "day-notice-title": alert("title"),
  "day-notice-actions": { css: { display: "flex", flexWrap: "wrap", gap: "2", mt: "2" } },
  // <Link variant="underline">
  "day-notice-link": { recipe: "link", variants: { variant: "underline" } },
});
