// The static stylesheet's sheets, and the stylesheet itself as the build makes it (ADR 0017).
// Build-time only: scripts/static-css-plugin.ts renders it; no page imports this module.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { appLayoutSheet } from "../components/app-layout.styles";
import { backupReminderSheet } from "../components/home/backup-reminder.styles";
import { dayNoticeSheet } from "../components/home/day-notice.styles";
import { goalCardSheet } from "../components/home/goal-card.styles";
import { habitCardSheet } from "../components/home/habit-card.styles";
import { statsPanelSheet } from "../components/home/stats-panel.styles";
import { lineTabsSheet } from "../components/line-tabs.styles";
import { messagePageSheet } from "../components/message-page.styles";
import { mobileNavSheet } from "../components/mobile-nav.styles";
import { pendingIndicatorSheet } from "../components/pending-indicator.styles";
import { progressBarSheet } from "../components/progress-bar.styles";
import { richTextSheet } from "../components/rich-text/rich-text.styles";
import { socialPageSheet } from "../components/social/social-page.styles";
import { signInRequiredSheet } from "../components/sign-in-required.styles";
import { storageAlertSheet } from "../components/storage-alert.styles";
import { syncIndicatorSheet } from "../components/sync-indicator.styles";
import { userAvatarSheet } from "../components/user-avatar.styles";
import { homeSheet } from "../routes/_app.home/home.styles";
import { toasterSheet } from "../toasts/toaster.styles";
import { commonSheet } from "./common.styles";
import { renderStaticCss } from "./static-css";
import type { StaticSheet } from "./static-styles";
import { system } from "./system";
import { themeToggleSheet } from "./theme-toggle.styles";

/** What pages without app JavaScript draw without Chakra: the theme toggle and the error pages. */
export const PUBLIC_SHEETS: StaticSheet[] = [
  themeToggleSheet,
  messagePageSheet,
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

/** `virtual:static-social.css`: inlined into the community pages (app/social/community-page.server.tsx). */
export function socialStylesheet(): string {
  return renderStaticCss(system, SOCIAL_SHEETS);
}
