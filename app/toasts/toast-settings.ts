/** Spec §9: the toast area's fixed settings. */
export const TOAST_SETTINGS = {
  autoCloseMs: 5000,
  maxVisible: 3,
  widthPx: 356,
  gapPx: 14,
  offsetDesktopPx: 24,
  offsetMobilePx: 16,
  swipeThresholdPx: 45,
  /** Room between the app header and the first toast. */
  belowHeaderPx: 8,
} as const;
