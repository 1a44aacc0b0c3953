import { useState } from "react";
import { safeHttpUrl } from "~/components/rich-text/tokens";
import type { AVATAR_SIZES } from "./user-avatar.styles";

/** "Ada Lovelace" → "AL", "cher" → "C". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? "";
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? "") : "";
  return `${first}${last}`.toUpperCase();
}

type UserAvatarProps = {
  name: string;
  pictureUrl?: string | null;
  size?: (typeof AVATAR_SIZES)[number];
  /** A static class for the picture's place on the page (user-avatar.styles.ts). */
  className?: string;
};

/**
 * A user's picture, or their initials while it loads or when it fails. Chakra's avatar recipe
 * as static classes, without Avatar's state machine (it sits in the header of every app page).
 * Only http(s) pictures are shown.
 */
export function UserAvatar({ name, pictureUrl, size = "sm", className }: UserAvatarProps) {
  const src = pictureUrl ? safeHttpUrl(pictureUrl) : null;
  const [loaded, setLoaded] = useState(false);
  return (
    <div className={className ? `avatar-${size} ${className}` : `avatar-${size}`}>
      {loaded ? null : (
        <span className={`avatar-${size}-fallback`} aria-hidden="true">
          {initialsOf(name)}
        </span>
      )}
      {src ? (
        <img
          className={`avatar-${size}-image`}
          src={src}
          alt=""
          style={loaded ? undefined : { display: "none" }}
          onLoad={() => setLoaded(true)}
          onError={() => setLoaded(false)}
        />
      ) : null}
    </div>
  );
}
