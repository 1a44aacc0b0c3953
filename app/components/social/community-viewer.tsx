import type { Community } from "~/content/communities";
import type { VisibleMember } from "~/db/views";
import type { BoardPlace } from "~/game/weekly-board";

/** Who is looking at a community page, as far as the page cares. */
export type CommunityViewer =
  { kind: "signed-out" } | { kind: "signed-in"; member: boolean; place: BoardPlace<VisibleMember> | null };

const int = (n: number) => n.toLocaleString("en-US");

/**
 * Join or leave: a plain form POST to the page itself (no JavaScript), with nothing in it but
 * the intent. Whose membership changes is the session's business, never the form's.
 */
export function JoinControls({ community, viewer }: { community: Community; viewer: CommunityViewer }) {
  if (viewer.kind === "signed-out") {
    const returnTo = encodeURIComponent(`/community/${community.id}`);
    return (
      <a href={`/create-account?returnTo=${returnTo}`} className="btn-sm-brand">
        Sign in to join
      </a>
    );
  }
  return (
    <>
      {viewer.member ? <span className="badge palette-green">You are a member</span> : null}
      <form method="post" action={`/community/${community.id}`}>
        <input type="hidden" name="intent" value={viewer.member ? "leave" : "join"} />
        <button type="submit" className={viewer.member ? "btn-sm-outline" : "btn-sm-brand"}>
          {viewer.member ? "Leave community" : "Join community"}
        </button>
      </form>
    </>
  );
}

/** Under the board: a member's own place, or why they have none. Nothing for anyone else. */
export function YourPlace({ viewer, visibleCount }: { viewer: CommunityViewer; visibleCount: number }) {
  if (viewer.kind !== "signed-in" || !viewer.member) return null;
  const { place } = viewer;
  if (!place) {
    return (
      <p className="social-you" data-testid="your-place">
        Your profile is private, so you are not on the board. Turn on Public profile in{" "}
        <a href="/settings/" className="social-link">
          Settings
        </a>{" "}
        to take part.
      </p>
    );
  }
  return (
    <p className="social-you" data-testid="your-place">
      Your place: <strong>#{place.position}</strong> of {int(visibleCount)}, with {place.daysMet}{" "}
      {place.daysMet === 1 ? "day" : "days"} met this week and a {place.streak}-day streak.
    </p>
  );
}
