/**
 * Runs `task` once the page has painted its next frame and the browser has nothing more urgent
 * (at the latest after `timeoutMs`): work a page needs soon but not for its first paint (the sync
 * loop, the service worker, the backup reminder's questions; ADR 0023). Returns a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    if (!cancelled) task();
  };
  const frame = requestAnimationFrame(() => {
    // A task from the frame's callback starts after that frame is painted.
    if (typeof requestIdleCallback === "function") idle = requestIdleCallback(run, { timeout: timeoutMs });
    else timer = setTimeout(run, 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (idle !== null) cancelIdleCallback(idle);
    if (timer !== null) clearTimeout(timer);
  };
}
