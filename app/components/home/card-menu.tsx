import { lazy, Suspense, useState } from "react";
import { reportPath } from "~/social/report-path";
import type { CardMenuAction } from "./card-menu-action";
import { copyText, shareItem, shareText } from "./card-share";

export type { CardMenuAction };

// The menu's code (Ark's menu machine, its positioning and Chakra) loads when a menu is first
// wanted: fifty cards mounting fifty menus made every +1 slow, and kept them in the app
// shell. Until then the trigger is a plain button with static classes. The service worker
// precaches the chunk, so this works offline too.
const loadPopup = () => import("./card-menu-popup");
const CardMenuPopup = lazy(() => loadPopup().then((module) => ({ default: module.CardMenuPopup })));

/** The "…" menu of a habit or goal card; which actions it has depends on who is looking (spec §6). */
export function CardMenu({ label, actions }: { label: string; actions: CardMenuAction[] }) {
  const [wanted, setWanted] = useState(false);
  const closedTrigger = (
    <button
      type="button"
      className="btn-icon-ghost"
      aria-label={label}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={() => void loadPopup()}
      onFocus={() => void loadPopup()}
      onClick={(event) => {
        event.stopPropagation();
        setWanted(true);
      }}
    >
      <span aria-hidden="true">⋯</span>
    </button>
  );
  if (!wanted) return closedTrigger;
  return (
    <Suspense fallback={closedTrigger}>
      <CardMenuPopup label={label} actions={actions} />
    </Suspense>
  );
}

/** Who is looking at a card (spec §6). */
export type Viewer = "owner" | "signed-in" | "signed-out";

/**
 * Spec §2/§6: everyone gets Share and Copy To Clipboard; the owner also gets
 * Edit, the item's own actions (`owned`: a habit's skips) and Delete; another signed-in user gets Report.
 */
export function cardActions(
  viewer: Viewer,
  handlers: { share: () => void; copy: () => void; edit: () => void; remove: () => void; report: () => void },
  owned: CardMenuAction[] = [],
): CardMenuAction[] {
  const actions: CardMenuAction[] = [
    { value: "share", label: "Share", onSelect: handlers.share },
    { value: "copy", label: "Copy To Clipboard", onSelect: handlers.copy },
  ];
  if (viewer === "owner") {
    actions.push({ value: "edit", label: "Edit", onSelect: handlers.edit }, ...owned);
    actions.push({ value: "delete", label: "Delete", onSelect: handlers.remove, danger: true });
  } else if (viewer === "signed-in") {
    actions.push({ value: "report", label: "Report", onSelect: handlers.report });
  }
  return actions;
}

/** A habit or goal as its menu shares it; its anchor on a page is `{kind}-{id}`; `userId` is its owner's. */
export type MenuItem = {
  kind: "habit" | "goal";
  id: string;
  userId: string;
  title: string;
  description?: string;
  isPublic?: boolean;
};

type ItemMenuProps = {
  item: MenuItem;
  viewer: Viewer;
  /** Whose profile the shared link opens. */
  username: string;
  onEdit: () => void;
  onRemove: () => void;
  /** The owner's further actions on this item (a habit's skips). */
  owned?: CardMenuAction[];
};

/** The "⋯" menu of one card, on home or on a profile: Share and Copy work the same everywhere. */
export function ItemMenu({ item, viewer, username, onEdit, onRemove, owned }: ItemMenuProps) {
  const anchor = `${item.kind}-${item.id}`;
  const actions = cardActions(
    viewer,
    {
      share: () => void shareItem(item, viewer === "owner", `${window.location.origin}/${username}#${anchor}`),
      copy: () => void copyText(shareText(item.title, item.description)),
      edit: onEdit,
      remove: onRemove,
      // The report form is a server page (no JavaScript): a full document load, also from the app.
      report: () => window.location.assign(reportPath({ kind: item.kind, userId: item.userId, itemId: item.id })),
    },
    owned,
  );
  return <CardMenu label={`Actions for ${item.title}`} actions={actions} />;
}
