import { Box, chakra, useSlotRecipe, type BoxProps } from "@chakra-ui/react";
import { useState } from "react";
import { safeHttpUrl } from "~/components/rich-text/tokens";

/** "Ada Lovelace" → "AL", "cher" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

type UserAvatarProps = { name: string; pictureUrl?: string | null; size?: "sm" | "md" | "2xl" } & Pick<
  BoxProps,
  "w" | "h" | "fontSize" | "flexShrink"
>;

/**
 * A user's picture, or their initials while it loads or when it fails. Chakra's recipe,
 * without Avatar's state machine (it sits in the header of every app page). Only http(s)
 * pictures are shown.
 */
export function UserAvatar({ name, pictureUrl, size = "md", ...box }: UserAvatarProps) {
  const styles = useSlotRecipe({ key: "avatar" })({ size });
  const src = pictureUrl ? safeHttpUrl(pictureUrl) : null;
  const [loaded, setLoaded] = useState(false);
  return (
    <Box css={styles.root} {...box}>
      {loaded ? null : (
        <chakra.span css={styles.fallback} aria-hidden="true">
          {initialsOf(name)}
        </chakra.span>
      )}
      {src ? (
        <chakra.img
          css={styles.image}
          src={src}
          alt=""
          display={loaded ? undefined : "none"}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(false)}
        />
      ) : null}
    </Box>
  );
}
