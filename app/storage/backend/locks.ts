// One exclusive lock around every storage operation, across tabs: Web Locks
// when the platform has them, else a promise queue shared by everything in
// this JS realm (Node, old browsers). Never take it while holding it.

export type WithLock = <T>(name: string, run: () => Promise<T>) => Promise<T>;

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> };

const queues = new Map<string, Promise<unknown>>();

/** In-process fallback: runs `run` after everything queued under `name` before it. */
export const queueLock: WithLock = (name, run) => {
  const previous = queues.get(name) ?? Promise.resolve();
  const result = previous.then(run, run);
  const tail = result.then(
    () => undefined,
    () => undefined,
  );
  queues.set(name, tail);
  void tail.then(() => {
    if (queues.get(name) === tail) queues.delete(name);
  });
  return result;
};

function webLocks(): LockManagerLike | null {
  const nav = (globalThis as { navigator?: { locks?: LockManagerLike } }).navigator;
  return nav?.locks && typeof nav.locks.request === "function" ? nav.locks : null;
}

/** Web Locks when present, else the in-process queue. */
export function defaultLock(): WithLock {
  const locks = webLocks();
  if (!locks) return queueLock;
  return (name, run) => locks.request(name, () => run());
}
