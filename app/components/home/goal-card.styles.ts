import { defineStaticSheet } from "~/theme/static-styles";
import { offscreenCard } from "./habit-card.styles";

const CARD_FRAME = { p: "4", borderWidth: "1px", borderRadius: "xl" } as const;

/** The goal card (ADR 0017); its title is the habit card's `card-title`. */
export const goalCardSheet = defineStaticSheet({
  "goal-card": {
    css: {
      ...CARD_FRAME,
      ...offscreenCard(164),
      bg: "bg.subtle",
      "& [data-card=stack]": { display: "flex", flexDirection: "column", gap: "3" },
      "& [data-card=head]": { display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "2" },
      "& [data-card=tags]": { display: "flex", alignItems: "center", flexDirection: "row", gap: "2" },
      "& [data-card=description]": { color: "fg.muted", fontSize: "sm", wordBreak: "break-word" },
      "& [data-card=progress]": { display: "flex", justifyContent: "space-between", fontSize: "sm", mb: "1" },
      "& [data-card=percent]": { fontWeight: "semibold" },
      "& [data-card=members]": { fontSize: "xs", color: "fg.muted" },
    },
  },
  // The completed badge's cheer: three bounces, none when the person asks for less motion.
  "goal-celebration": {
    css: { display: "inline-block", animation: "bounce 0.8s ease-in-out 3", _motionReduce: { animation: "none" } },
  },
  "goal-card-missing": { css: { ...CARD_FRAME, "& > p": { color: "fg.muted" } } },
});
