import { useEffect, useRef } from "react";

/** CSS variable with the sticky app header's height: the toast area starts below it (toaster.tsx). */
export const HEADER_HEIGHT_VARIABLE = "--app-header-height";

/**
 * Keeps HEADER_HEIGHT_VARIABLE on <html> equal to the element's height (it changes with the offline
 * banner and the viewport). Written to the style, not React state: nothing re-renders.
 */
export function useHeaderHeightVariable() {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEADER_HEIGHT_VARIABLE, `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(HEADER_HEIGHT_VARIABLE);
    };
  }, []);
  return ref;
}
