// Registers /sw.js and reports a new build once its worker has installed (ADR 0008).
// The new worker waits: it only takes over when the user accepts, so nothing in progress is lost.

export const SERVICE_WORKER_URL = "/sw.js";
const CHECK_EVERY_MS = 30 * 60 * 1000;

type Options = {
  /** A new build is installed and waiting; `reload` switches to it and reloads this page. */
  onUpdateReady: (reload: () => void) => void;
  /** The first worker took charge of this page, its precache complete: the app now opens offline. */
  onOfflineReady?: () => void;
};

/** Starts the worker; returns a function that stops listening (the worker stays registered). */
export function startServiceWorker({ onUpdateReady, onOfflineReady }: Options): () => void {
  const container = navigator.serviceWorker;
  let registration: ServiceWorkerRegistration | undefined;
  let stopped = false;
  let reloadRequested = false;
  let hadController = container.controller !== null;

  const reload = () => {
    reloadRequested = true;
    const waiting = registration?.waiting;
    // The page reloads on `controllerchange`, once the new worker is in charge.
    if (waiting) waiting.postMessage({ type: "SKIP_WAITING" });
    else window.location.reload();
  };
  const offer = () => {
    if (!stopped) onUpdateReady(reload);
  };
  // A first install is not an update: only a worker that arrives while another one controls the page.
  const watch = (worker: ServiceWorker | null) => {
    if (!worker) return;
    const onState = () => {
      if (worker.state === "installed" && container.controller) offer();
    };
    worker.addEventListener("statechange", onState);
    onState();
  };

  const onControllerChange = () => {
    if (reloadRequested) window.location.reload();
    // Another tab accepted the update; this one still runs the previous build.
    else if (hadController) offer();
    // A worker activates (and claims its pages) only once everything is precached (public/sw.js).
    else if (!stopped) onOfflineReady?.();
    hadController = true;
  };
  const check = () => {
    if (navigator.onLine && document.visibilityState === "visible") registration?.update().catch(() => undefined);
  };

  container.addEventListener("controllerchange", onControllerChange);
  document.addEventListener("visibilitychange", check);
  window.addEventListener("online", check);
  const timer = window.setInterval(check, CHECK_EVERY_MS);

  const register = () => {
    container
      .register(SERVICE_WORKER_URL, { scope: "/", updateViaCache: "none" })
      .then((registered: ServiceWorkerRegistration | undefined) => {
        // Some environments (automation that blocks workers) resolve with no registration.
        if (!registered) return;
        registration = registered;
        if (registered.waiting && container.controller) offer();
        watch(registered.installing);
        registered.addEventListener("updatefound", () => watch(registered.installing));
      })
      .catch((error: unknown) => {
        // Without a worker the app still works online; there is nothing for the user to do.
        console.warn("Offline support is unavailable:", error);
      });
  };
  // The first install downloads the whole app: let the page finish loading first.
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register, { once: true });

  return () => {
    stopped = true;
    window.removeEventListener("load", register);
    container.removeEventListener("controllerchange", onControllerChange);
    document.removeEventListener("visibilitychange", check);
    window.removeEventListener("online", check);
    window.clearInterval(timer);
  };
}
