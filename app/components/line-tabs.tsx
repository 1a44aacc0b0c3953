import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

export type TabItem = { value: string; label: string; content: ReactNode };

const NEXT_INDEX: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * WAI-ARIA tabs (arrow keys, Home, End; automatic activation) with Chakra's "line"
 * recipe as static classes (line-tabs.styles.ts). Home is the only page with tabs, and
 * Chakra's Tabs brought a state machine and its presence code into every app page.
 * A panel mounts when first shown.
 */
export function LineTabs({ items }: { items: TabItem[] }) {
  const id = useId();
  const [selected, setSelected] = useState(0);
  const [shown, setShown] = useState<ReadonlySet<number>>(() => new Set([0]));
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    setSelected(index);
    setShown((before) => (before.has(index) ? before : new Set(before).add(index)));
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const next = NEXT_INDEX[event.key]?.(index, items.length);
    if (next === undefined) return;
    event.preventDefault();
    select(next);
    tabs.current[next]?.focus();
  };

  return (
    <div className="tabs-root" data-orientation="horizontal">
      <div role="tablist" aria-orientation="horizontal" className="tabs-list" data-orientation="horizontal">
        {items.map((item, index) => (
          <button
            key={item.value}
            ref={(element: HTMLButtonElement | null) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${item.value}`}
            aria-controls={`${id}-panel-${item.value}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            data-orientation="horizontal"
            data-selected={index === selected ? "" : undefined}
            className="tabs-trigger"
            onClick={() => select(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {items.map((item, index) =>
        shown.has(index) ? (
          <div
            key={item.value}
            role="tabpanel"
            id={`${id}-panel-${item.value}`}
            aria-labelledby={`${id}-tab-${item.value}`}
            tabIndex={0}
            hidden={index !== selected}
            data-orientation="horizontal"
            className="tabs-content"
          >
            {item.content}
          </div>
        ) : null,
      )}
    </div>
  );
}
