// The report form's address and its reasons (issue #22). Shared: card menus, community pages
// and the public profiles link to `reportPath(...)`; the form and the admin queue name the reasons.

export type ReportKind = "profile" | "habit" | "goal";

/** `/report?kind=…&user=…&item=…` (item empty for a profile): what every Report link opens. */
export function reportPath(target: { kind: ReportKind; userId: string; itemId?: string }): string {
  const query = new URLSearchParams({ kind: target.kind, user: target.userId, item: target.itemId ?? "" });
  return `/report?${query.toString()}`;
}

/** Why someone reports, in the order the form lists them. */
export const REPORT_REASONS = [
  { value: "spam", label: "Spam or advertising" },
  { value: "harassment", label: "Harassment or hate" },
  { value: "private_data", label: "Someone's private data" },
  { value: "cheating", label: "Cheating: faked days or streaks" },
  { value: "inappropriate", label: "Inappropriate content" },
  { value: "other", label: "Something else" },
] as const;

export type ReportReason = (typeof REPORT_REASONS)[number]["value"];

export const REPORT_NOTE_MAX = 500;

export function reasonLabel(value: string): string {
  return REPORT_REASONS.find((reason) => reason.value === value)?.label ?? value;
}
