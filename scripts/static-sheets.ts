// The static stylesheet's sheets, and the stylesheet itself as the build makes it (ADR 0017).
// Build-time only: scripts/static-css-plugin.ts renders it; no page imports this module.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { appLayoutSheet } from "../app/components/layout/app-layout.styles";
import { backupReminderSheet } from "../app/components/home/backup-reminder.styles";
import { dayNoticeSheet } from "../app/components/home/day-notice.styles";
import { goalCardSheet } from "../app/components/home/goal-card.styles";
import { habitCardSheet } from "../app/components/home/habit-card.styles";
import { statsPanelSheet } from "../app/components/home/stats-panel.styles";
import { lineTabsSheet } from "../app/components/line-tabs.styles";
import { messagePageSheet } from "../app/components/message-page.styles";
import { mobileNavSheet } from "../app/components/mobile-nav.styles";
import { pendingIndicatorSheet } from "../app/components/pending-indicator.styles";
import { progressBarSheet } from "../app/components/progress-bar.styles";
import { richTextSheet } from "../app/components/rich-text/rich-text.styles";
import { socialPageSheet } from "../app/components/social/social-page.styles";
import { signInRequiredSheet } from "../app/components/sign-in-required.styles";
import { storageAlertSheet } from "../app/components/storage-alert.styles";
import { syncIndicatorSheet } from "../app/components/sync-indicator.styles";
import { userAvatarSheet } from "../app/components/user-avatar.styles";
import { homeSheet } from "../app/routes/_app.home/home.styles";
import { toasterSheet } from "../app/toasts/toaster.styles";
import { commonSheet } from "../app/theme/common.styles";
import { renderStaticCss } from "../app/theme/static-css";
import type { StaticSheet } from "../app/theme/static-styles";
import { system } from "../app/theme/system";
import { themeToggleSheet } from "../app/theme/theme-toggle.styles";

/** What pages without app JavaScript draw without Chakra: the theme toggle, the error pages and user text (a public profile's bio). */
export const PUBLIC_SHEETS: StaticSheet[] = [
  themeToggleSheet,
  messagePageSheet,
  richTextSheet,
  pick(commonSheet, ["heading-2xl", "btn-brand", "btn-outline"]),
];

/** The community pages (ADR 0026): the public frame, buttons, badges and the board, all static. */
export const SOCIAL_SHEETS: StaticSheet[] = [commonSheet, themeToggleSheet, messagePageSheet, socialPageSheet];

/** Everything the app renders without Chakra: the frame, home and what they contain. */
export const APP_SHEETS: StaticSheet[] = [
  commonSheet,
  themeToggleSheet,
  messagePageSheet,
  appLayoutSheet,
  mobileNavSheet,
  pendingIndicatorSheet,
  toasterSheet,
  storageAlertSheet,
  syncIndicatorSheet,
  signInRequiredSheet,
  userAvatarSheet,
  richTextSheet,
  lineTabsSheet,
  progressBarSheet,
  homeSheet,
  habitCardSheet,
  goalCardSheet,
  statsPanelSheet,
  backupReminderSheet,
  dayNoticeSheet,
];

function pick(sheet: StaticSheet, classNames: string[]): StaticSheet {
  return Object.fromEntries(classNames.map((name) => [name, sheet[name]!]));
}

// react-toastify's unstyled build inserts no style tag; its own stylesheet comes first, as it did
// when it put itself at the top of <head>.
const toastifyCss = () =>
  readFileSync(createRequire(import.meta.url).resolve("react-toastify/ReactToastify.css"), "utf8");

/** `virtual:static.css`: linked by every app page (routes/_app.tsx). */
export function appStylesheet(): string {
  return `${toastifyCss()}\n${renderStaticCss(system, APP_SHEETS)}`;
}

/** `virtual:static-public.css`: inlined into pages without app JavaScript (entry.server.tsx). */
export function publicStylesheet(): string {
  return renderStaticCss(system, PUBLIC_SHEETS);
}

/** `virtual:static-social.css`: inlined into the community pages (app/server/social/community-page.server.tsx). */
export function socialStylesheet(): string {
  return renderStaticCss(system, SOCIAL_SHEETS);
}
