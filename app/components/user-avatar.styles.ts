import { defineStaticSheet, type StaticSheet } from "~/theme/static-styles";

export const AVATAR_SIZES = ["sm", "2xl"] as const;

/** Chakra's avatar recipe as static classes (the header shows one on every app page). */
export const userAvatarSheet: StaticSheet = defineStaticSheet({
  ...Object.fromEntries(
    AVATAR_SIZES.flatMap((size) => [
      [`avatar-${size}`, { recipe: ["avatar", "root"], variants: { size } }],
      [`avatar-${size}-fallback`, { recipe: ["avatar", "fallback"], variants: { size } }],
      [`avatar-${size}-image`, { recipe: ["avatar", "image"], variants: { size } }],
    ]),
  ),
  // A profile's picture: a fixed 6 rem beside the name (components/profile/profile-header.tsx).
  "profile-avatar": { css: { flexShrink: 0, w: "24", h: "24", fontSize: "2xl" } },
});
