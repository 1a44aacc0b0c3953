import type { Community } from "~/content/communities";
import { findGoalTemplate, findHabitTemplate } from "~/content/explore-catalogue";
import type { VisibleItem, VisibleMember } from "~/db/views";
import type { BoardPlace } from "~/game/weekly-board";
import { reportPath } from "~/social/report-path";
import { Slot } from "./social-document";

const int = (n: number) => n.toLocaleString("en-US");
const plural = (n: number, one: string, many: string) => `${int(n)} ${n === 1 ? one : many}`;
const profileHref = (username: string) => `/${encodeURIComponent(username)}`;

export type CommunityBodyProps = {
  community: Community;
  memberCount: number;
  top: BoardPlace<VisibleMember>[];
  visibleCount: number;
  items: ReadonlyMap<string, VisibleItem[]>;
  itemsPerPlace: number;
  /** This page of the member list. */
  members: VisibleMember[];
  page: number;
  pages: number;
};

/**
 * A community's page (issue #22): who is in it, this week's board (rule 21) and its rules. The
 * same for every visitor; what depends on the visitor comes into the slots "join" and "place".
 */
export function CommunityBody(props: CommunityBodyProps) {
  const { community, memberCount, visibleCount } = props;
  return (
    <div className="social-stack">
      <p>
        <a href="/community/" className="social-link">
          ← All communities
        </a>
      </p>
      <div className="social-head">
        <div className="social-tight">
          <p className="social-emoji" aria-hidden="true">
            {community.emoji}
          </p>
          <h1 className="heading-2xl">{community.name}</h1>
          <p className="social-muted">{community.tagline}</p>
          <p data-testid="member-count">
            {plural(memberCount, "member", "members")}, {int(visibleCount)} with a public profile
          </p>
        </div>
        <div className="social-actions">
          <Slot name="join" />
        </div>
      </div>
      <p>{community.description}</p>
      <Board {...props} />
      <Members {...props} />
      <section aria-labelledby="house-rules" className="social-tight">
        <h2 id="house-rules" className="social-h2">
          House rules
        </h2>
        <ol className="social-list">
          {community.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
        <p className="social-small">
          These come on top of our{" "}
          <a href="/legal/community-rules" className="social-link">
            Community Rules
          </a>
          .
        </p>
      </section>
      <Suggestions community={community} />
    </div>
  );
}

const BOARD_COLUMNS = ["Place", "Member", "Days met this week", "Current streak", "Public habits and goals"];

function Board({ top, visibleCount, items, itemsPerPlace }: CommunityBodyProps) {
  return (
    <section aria-labelledby="board" className="social-tight">
      <h2 id="board" className="social-h2">
        This week’s board
      </h2>
      <p className="social-small">
        Ranked by the days each member met their daily target this week (Monday to their own today), then by their
        current streak. XP does not count: clicks can farm it, days cannot.
      </p>
      {top.length === 0 ? (
        <p className="social-card">Nobody here has a public profile yet, so the board is empty.</p>
      ) : (
        <table className="board-table" data-testid="board">
          <caption className="board-caption sr-only">
            Top {top.length} of {int(visibleCount)} members with a public profile
          </caption>
          <thead>
            <tr>
              {BOARD_COLUMNS.map((column) => (
                <th key={column} scope="col" className="board-head">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {top.map((place) => (
              <tr key={place.member.userId}>
                <td className="board-cell">{place.position}</td>
                <td className="board-cell">
                  <a href={profileHref(place.member.username)} className="social-link">
                    @{place.member.username}
                  </a>
                  <br />
                  <span className="social-small">{place.member.name}</span>
                </td>
                <td className="board-cell">{place.daysMet}</td>
                <td className="board-cell">{plural(place.streak, "day", "days")}</td>
                <td className="board-cell">
                  <PlaceItems member={place.member} items={items.get(place.member.userId) ?? []} max={itemsPerPlace} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Slot name="place" />
    </section>
  );
}

function PlaceItems({ member, items, max }: { member: VisibleMember; items: VisibleItem[]; max: number }) {
  if (items.length === 0) return <span className="social-small">None public</span>;
  return (
    <ul className="board-items">
      {items.slice(0, max).map((item) => (
        <li key={`${item.kind}-${item.itemId}`}>
          <span>{item.title}</span>
          <a href={reportPath({ kind: item.kind, userId: member.userId, itemId: item.itemId })} className="report-link">
            Report<span className="sr-only">{` ${item.kind} “${item.title}” of @${member.username}`}</span>
          </a>
        </li>
      ))}
      {items.length > max ? <li className="social-small">and {int(items.length - max)} more</li> : null}
    </ul>
  );
}

function Members({ community, members, visibleCount, page, pages }: CommunityBodyProps) {
  const pageHref = (n: number) => `/community/${community.id}${n === 1 ? "" : `?page=${n}`}#members`;
  return (
    <section aria-labelledby="members" className="social-tight">
      <h2 id="members" className="social-h2">
        Members with a public profile
      </h2>
      {visibleCount === 0 ? (
        <p className="social-muted">None yet. Members whose profile is private are counted but not listed.</p>
      ) : (
        <>
          <p className="social-small">
            {pages > 1 ? `Page ${page} of ${pages}, ` : ""}
            {plural(visibleCount, "member", "members")} by username. Members whose profile is private are counted but
            not listed.
          </p>
          <ul className="social-grid" data-testid="members">
            {members.map((member) => (
              <li key={member.userId}>
                <a href={profileHref(member.username)} className="social-link">
                  @{member.username}
                </a>{" "}
                <span className="social-small">{member.name}</span>
              </li>
            ))}
          </ul>
          {pages > 1 ? (
            <nav className="social-pager" aria-label="Member pages">
              {page > 1 ? (
                <a href={pageHref(page - 1)} className="btn-sm-outline">
                  Previous page
                </a>
              ) : (
                <span />
              )}
              {page < pages ? (
                <a href={pageHref(page + 1)} className="btn-sm-outline">
                  Next page
                </a>
              ) : null}
            </nav>
          ) : null}
        </>
      )}
    </section>
  );
}

function Suggestions({ community }: { community: Community }) {
  const habits = community.suggestedHabitIds.map(findHabitTemplate).filter((habit) => habit !== undefined);
  const goals = community.suggestedGoalIds.map(findGoalTemplate).filter((goal) => goal !== undefined);
  return (
    <section aria-labelledby="suggested" className="social-tight">
      <h2 id="suggested" className="social-h2">
        Suggested habits and goals
      </h2>
      <ul className="social-grid">
        {[...habits, ...goals].map((template) => (
          <li key={template.id} className="social-card">
            <h3 className="social-h3">{template.title}</h3>
            <p className="social-small">{template.description}</p>
          </li>
        ))}
      </ul>
      <p className="social-small">
        Add them to your own from{" "}
        <a href="/explore" className="social-link">
          Explore
        </a>
        .
      </p>
    </section>
  );
}
