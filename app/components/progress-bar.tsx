import type { CSSProperties, ReactNode } from "react";
import type { Palette } from "~/theme/common.styles";

type ProgressBarProps = {
  /** 0–100. */
  value: number;
  colorPalette: Palette;
  labelledBy: string;
  size?: "md" | "lg";
  trackStyle?: CSSProperties;
  /** Drawn over the bar (e.g. the XP left for the day). */
  children?: ReactNode;
};

/**
 * A determinate progress bar drawn with Chakra's progress recipe as static classes
 * (progress-bar.styles.ts). Chakra's Progress runs a state machine per bar; a bar that only
 * shows a number needs none, and home shows dozens.
 */
export function ProgressBar({ value, colorPalette, labelledBy, size = "md", trackStyle, children }: ProgressBarProps) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      className={`progress-${size} palette-${colorPalette}`}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className={`progress-${size}-track`} style={trackStyle}>
        <div className={`progress-${size}-range`} style={{ width: `${percent}%` }} />
        {children}
      </div>
    </div>
  );
}
