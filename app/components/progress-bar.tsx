import { Box, useSlotRecipe, type BoxProps } from "@chakra-ui/react";
import type { CSSProperties, ReactNode } from "react";

type ProgressBarProps = {
  /** 0–100. */
  value: number;
  colorPalette: string;
  labelledBy: string;
  size?: "sm" | "md" | "lg";
  trackStyle?: CSSProperties;
  /** Drawn over the bar (e.g. the XP left for the day). */
  children?: ReactNode;
} & Pick<BoxProps, "mt" | "mb">;

/**
 * A determinate progress bar with Chakra's progress recipe. Chakra's Progress runs a state
 * machine per bar; a bar that only shows a number needs none, and home shows dozens.
 */
export function ProgressBar({
  value,
  colorPalette,
  labelledBy,
  size = "md",
  trackStyle,
  children,
  ...box
}: ProgressBarProps) {
  const styles = useSlotRecipe({ key: "progress" })({ size, variant: "outline", shape: "rounded" });
  const percent = Math.min(100, Math.max(0, value));
  return (
    <Box
      css={styles.root}
      colorPalette={colorPalette}
      role="progressbar"
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      {...box}
    >
      <Box css={styles.track} position="relative" style={trackStyle}>
        <Box css={styles.range} style={{ width: `${percent}%` }} />
        {children}
      </Box>
    </Box>
  );
}
