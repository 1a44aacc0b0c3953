import { defineStaticSheet } from "~/theme/static-styles";

const alert = (slot: string) => ({ recipe: ["alert", slot] as const, variants: { status: "error" } });

/** <Alert.Root status="error"> and its parts: the storage alert sits in every app page's frame (ADR 0017). */
export const storageAlertSheet = defineStaticSheet({
  "storage-alert": { ...alert("root"), css: { mb: "4" } },
  "storage-alert-indicator": alert("indicator"),
  "storage-alert-icon": { css: { stroke: "currentColor", fill: "currentColor", strokeWidth: "0" } },
  "storage-alert-content": alert("content"),
  "storage-alert-title": alert("title"),
  "storage-alert-description": alert("description"),
  // <Button size="xs" variant="ghost">
  "btn-xs-ghost": { recipe: "button", variants: { size: "xs", variant: "ghost" } },
});
