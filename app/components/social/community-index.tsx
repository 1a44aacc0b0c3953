import type { Community } from "~/content/communities";

export type IndexEntry = { community: Community; members: number; joined: boolean };

/** /community/: every community with its member count; the visitor's own marked as joined. */
export function CommunityIndexBody({ entries }: { entries: IndexEntry[] }) {
  return (
    <div className="social-stack">
      <div className="social-tight">
        <h1 className="heading-2xl">Communities</h1>
        <p className="social-muted">
          Find your people: each community has its house rules, its members and a weekly board of the days they met.
        </p>
      </div>
      <ul className="social-grid">
        {entries.map(({ community, members, joined }) => (
          <li key={community.id} className="social-card">
            <div className="social-tight">
              <p className="social-emoji" aria-hidden="true">
                {community.emoji}
              </p>
              <h2 className="social-h3">
                <a href={`/community/${community.id}`} className="social-link">
                  {community.name}
                </a>
              </h2>
              <p className="social-small">{community.tagline}</p>
              <p className="social-actions">
                <span>
                  {members.toLocaleString("en-US")} {members === 1 ? "member" : "members"}
                </span>
                {joined ? <span className="badge palette-green">Joined</span> : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
