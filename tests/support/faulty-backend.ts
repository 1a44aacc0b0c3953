// A backend wrapper for tests: counts writes (setItem, each of setItems, removeItem, clear) across
// all stores and, from write number `failAt` on, either throws (a refused write:
// quota, aborted transaction) or "dies" (the tab is gone: that write and every
// later one silently never reach the disk).
import type { Backend, KvStore, StoreName } from "~/storage/backend/backend";

export type FaultMode = "throw" | "die";
export type FaultPlan = { failAt: number | null; mode: FaultMode; failReads?: boolean };

export type FaultyBackend = Backend & {
  plan: FaultPlan;
  /** Writes attempted so far (including failed or dropped ones). */
  readonly writes: number;
  readonly dead: boolean;
};

export class InjectedFault extends Error {
  constructor(what: string) {
    super(`Injected fault: ${what}`);
    this.name = "QuotaExceededError";
  }
}

export function faultyBackend(inner: Backend, plan: FaultPlan = { failAt: null, mode: "throw" }): FaultyBackend {
  let writes = 0;
  let dead = false;
  const self: FaultyBackend = {
    plan,
    get writes() {
      return writes;
    },
    get dead() {
      return dead;
    },
    store(name: StoreName): KvStore {
      const store = inner.store(name);
      const write = async (what: string, run: () => Promise<void>) => {
        const position = writes++;
        if (dead) return;
        if (self.plan.failAt !== null && position >= self.plan.failAt) {
          if (self.plan.mode === "die") {
            dead = true;
            return;
          }
          throw new InjectedFault(`${what} #${position}`);
        }
        await run();
      };
      const read = async <T>(run: () => Promise<T>): Promise<T> => {
        if (self.plan.failReads) throw new InjectedFault("read");
        return run();
      };
      return {
        getItem: (key) => read(() => store.getItem(key)),
        keys: () => read(() => store.keys()),
        setItem: (key, value) => write(`set ${name}:${key}`, () => store.setItem(key, value)),
        // A write per entry, in order: a fault inside leaves the ones before it written (the
        // browser may write a bulk write in several transactions), never a later one.
        setItems: async (entries) => {
          for (const [key, value] of entries) await write(`set ${name}:${key}`, () => store.setItem(key, value));
        },
        removeItem: (key) => write(`remove ${name}:${key}`, () => store.removeItem(key)),
        clear: () => write(`clear ${name}`, () => store.clear()),
      };
    },
  };
  return self;
}
