import type { MetaDescriptor } from "@remix-run/node";
import { isShownPictureUrl } from "~/account/provider-endpoints";
import type { ProfilePageData } from "~/social/profile-view";

const DESCRIPTION_LENGTH = 160;

/** One line of at most 160 characters, for a description. */
function summary(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length <= DESCRIPTION_LENGTH ? line : `${line.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
}

/** The head of a public profile (title, description, canonical address, Open Graph) or of its 404. */
export function profileMeta(data: Exclude<ProfilePageData, { view: "own" }>): MetaDescriptor[] {
  if (data.view === "not-found") {
    return [
      { title: data.isUsername ? "Profile not found | Momentum" : "Page not found | Momentum" },
      { name: "description", content: "There is no profile to show at this address." },
      { name: "robots", content: "noindex" },
    ];
  }
  const { profile, origin } = data;
  const title = `${profile.name} (@${profile.username})`;
  const { currentStreak, daysMet } = profile.stats;
  const description = summary(
    profile.bio ??
      `${profile.name} tracks habits and goals on Momentum: a ${currentStreak}-day streak and ${daysMet} days met so far.`,
  );
  const url = `${origin}/${profile.username}`;
  return [
    { title: `${title} | Momentum` },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "profile" },
    { property: "og:site_name", content: "Momentum" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "profile:username", content: profile.username },
    ...(isShownPictureUrl(profile.pictureUrl) ? [{ property: "og:image", content: profile.pictureUrl }] : []),
    { name: "twitter:card", content: "summary" },
  ];
}
