import { BRAND_CTA } from "~/theme/brand";
import { defineStaticSheet } from "~/theme/static-styles";

// Square: a 360 px phone fits both buttons and the seven-day strip beside them in one row.
const COUNT_BUTTON = { minW: "14", h: "14", px: "0", fontSize: "xl" } as const;

/**
 * A card below the fold is styled, laid out and painted when it comes near the screen, not with
 * the first paint of /home (ADR 0023): it stays in the document, the accessibility tree and
 * find-in-page. Until then its content takes a card's usual height (a one-line habit: 115 px
 * inside padding and border, 149 px in all); once drawn, its own (`auto`).
 */
export const offscreenCard = (height: number) =>
  ({ contentVisibility: "auto", containIntrinsicSize: `auto ${height}px` }) as const;

/** The habit card and its week strip: /home draws 50 of each (ADR 0017). */
export const habitCardSheet = defineStaticSheet({
  "habit-card": {
    css: {
      p: "4",
      borderWidth: "1px",
      borderRadius: "xl",
      bg: "bg.subtle",
      ...offscreenCard(115),
      "@media (max-width: 400px)": { p: "3" },
      "& [data-card=row]": { display: "flex", gap: "3", alignItems: "flex-start" },
      "& [data-card=body]": { display: "flex", flexDirection: "column", gap: "2", flex: "1", minWidth: "0" },
      "& [data-card=head]": { display: "flex", justifyContent: "space-between", alignItems: "flex-start", gap: "2" },
      "& [data-card=description]": { color: "fg.muted", fontSize: "sm", wordBreak: "break-word" },
      // A scheduled habit's line (issue #32): the schedule in words, then what today is.
      "& [data-card=schedule]": { fontSize: "sm", color: "fg.muted" },
      // The title links to the habit's page: the title's own colour, underlined on hover and focus.
      "& [data-card=title-link]": { color: "inherit", textDecoration: "none" },
      "& [data-card=title-link]:hover, & [data-card=title-link]:focus-visible": { textDecoration: "underline" },
      "& [data-card=schedule] strong": { color: "fg" },
      "& [data-card=counts]": { display: "flex", gap: "4", flexWrap: "wrap", fontSize: "sm" },
      "& [data-met=true]": { color: "green.fg" },
      "& [data-card=met]": { marginInlineStart: "1" },
      // A measure (rule 31): over an at-most limit in red; Add's row and the quick amounts wrap
      // on a phone rather than push the card wider.
      "& [data-over=true]": { color: "red.fg" },
      "& [data-card=measure]": { display: "flex", flexDirection: "column", gap: "2" },
      "& [data-card=add], & [data-card=quick]": { display: "flex", flexWrap: "wrap", alignItems: "center", gap: "2" },
      "& [data-card=unit]": { fontSize: "sm", color: "fg.muted", wordBreak: "break-word" },
      "& [data-card=error]": { fontSize: "sm", color: "fg.error" },
      "& [data-sr]": { srOnly: true },
    },
  },
  // A measure's amount: <Input size="sm" width="24">.
  "measure-input": { recipe: "input", variants: { size: "sm" }, css: { width: "24", flex: "none" } },
  // A card's title (habit or goal): <Heading as="h3" size="md" wordBreak="break-word">.
  "card-title": { recipe: "heading", variants: { size: "md" }, css: { wordBreak: "break-word" } },
  // Spec §2: +1 on the left, −1 on the right, large enough for a thumb.
  "btn-count-up": { recipe: "button", variants: { size: "lg" }, css: { ...COUNT_BUTTON, ...BRAND_CTA } },
  "btn-count-down": { recipe: "button", variants: { size: "lg", variant: "outline" }, css: COUNT_BUTTON },
  // The day's tooltip is plain CSS, drawn from the square's own aria-label: it shows at once
  // (spec §9: delay 0) while the square is hovered or focused, costs no JavaScript and no
  // element (50 strips of 7 days), and its text is hidden from screen readers ("/ ''"), which
  // read the same words from the label.
  "week-strip": {
    css: {
      "& > p": { fontSize: "xs", color: "fg.muted", marginBottom: "1" },
      "& > [role=list], & > [data-part=weekdays]": { display: "flex", gap: "1" },
      "& > [data-part=weekdays] > span": {
        width: "5",
        marginTop: "0.5",
        textAlign: "center",
        fontSize: "2xs",
        lineHeight: "1",
        color: "fg.muted",
      },
      "& [role=listitem]": {
        position: "relative",
        width: "5",
        height: "5",
        borderRadius: "sm",
        borderWidth: "1px",
        borderColor: "border",
        bg: "bg.muted",
      },
      // A scheduled habit's days (issue #32): a day it does not ask for is dashed and faint, a
      // missed one outlined in red; the label says the same in words.
      "& [data-mark='not-expected']": { borderStyle: "dashed", opacity: 0.6 },
      // An at-most measure's day over its limit (rule 31), today included: outlined as a missed day.
      "& [data-mark='missed'], & [data-over=true]": { borderColor: "red.solid" },
      "& [data-level='1']": { bg: "green.subtle" },
      "& [data-level='2']": { bg: "green.solid" },
      "& [role=listitem]::after": {
        content: "attr(aria-label) / ''",
        display: "none",
        position: "absolute",
        bottom: "calc(100% + 6px)",
        left: "50%",
        transform: "translateX(-50%)",
        zIndex: "tooltip",
        whiteSpace: "nowrap",
        pointerEvents: "none",
        px: "2.5",
        py: "1",
        borderRadius: "sm",
        bg: "bg.inverted",
        color: "fg.inverted",
        fontSize: "xs",
        fontWeight: "medium",
        boxShadow: "md",
      },
      "& [role=listitem]:hover::after, & [role=listitem]:focus-visible::after": { display: "block" },
    },
  },
});
