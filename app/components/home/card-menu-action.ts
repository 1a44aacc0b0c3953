/** One entry of a card's "…" menu (the menu and its lazily loaded popup both use it). */
export type CardMenuAction = { value: string; label: string; onSelect: () => void; danger?: boolean };
