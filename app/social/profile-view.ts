// What the server's loader of /{username} and /profile/{username} answers (profile-page.server.ts).
import type { PublicProfile } from "~/game/public-profile";

/** Who is looking at a public page: signed out (null), or a signed-in user. */
export type PageViewer = { username: string; following: boolean } | null;

export type ProfilePageData =
  | { view: "own" }
  | { view: "public"; publicDocument: true; profile: PublicProfile; viewer: PageViewer; origin: string }
  | { view: "not-found"; publicDocument: true; username: string; isUsername: boolean; viewer: PageViewer };
