import { defineStaticSheet, type StaticSheet } from "~/theme/static-styles";

export const PROGRESS_SIZES = ["md", "lg"] as const;

/** Chakra's progress recipe (outline, rounded) as static classes, one set per size. */
export const progressBarSheet: StaticSheet = defineStaticSheet(
  Object.fromEntries(
    PROGRESS_SIZES.flatMap((size) => {
      const variants = { size, variant: "outline", shape: "rounded" };
      return [
        [`progress-${size}`, { recipe: ["progress", "root"], variants }],
        [`progress-${size}-track`, { recipe: ["progress", "track"], variants, css: { position: "relative" } }],
        [`progress-${size}-range`, { recipe: ["progress", "range"], variants }],
      ];
    }),
  ),
);
