import type { ReactNode } from "react";
import { toast, type Id, type TypeOptions } from "react-toastify/unstyled";
import { DEFAULT_ERROR_TOAST, toastOfError, toGameError } from "~/game/errors";
import { TOAST_TITLES } from "./toast-titles";

export const STORAGE_ERROR_EVENT = "momentum-storage-error";

/** A toast's one button beside its text (Undo), given the way to close the toast once used. */
export type ToastAction = (close: () => void) => ReactNode;

function ToastBody({ title, message, children }: { title?: string; message: string; children?: ReactNode }) {
  return (
    <div>
      {title ? <strong className="toast-title">{title}</strong> : null}
      <span>{message}</span>
      {/* Inline after the words, so a toast with an action is no taller: on a phone it stays over the heading. */}
      {children ? <> {children}</> : null}
    </div>
  );
}

function show(type: TypeOptions, message: string, title?: string, action?: ToastAction): Id {
  if (!action) return toast(<ToastBody title={title} message={message} />, { type });
  return toast(
    ({ closeToast }) => (
      <ToastBody title={title} message={message}>
        {action(() => closeToast(true))}
      </ToastBody>
    ),
    { type },
  );
}

/** Toasts with the spec's titles (spec §8). */
export const notify = {
  success: (message: string, title: string = TOAST_TITLES.success, action?: ToastAction) =>
    show("success", message, title, action),
  info: (message: string, title: string = TOAST_TITLES.info) => show("info", message, title),
  warning: (message: string, title: string = TOAST_TITLES.warning) => show("warning", message, title),
  error: (message: string = DEFAULT_ERROR_TOAST.message, title: string = DEFAULT_ERROR_TOAST.title) =>
    show("error", message, title),
  message: (message: string) => show("default", message),
  /** Loading toasts never close by themselves; settle them with `toast.update`. */
  loading: (message: string, title: string = TOAST_TITLES.loading) =>
    toast.loading(<ToastBody title={title} message={message} />, { autoClose: false }),
};

/**
 * Reports any error the way spec §8 says: its catalogue toast (with the error's own
 * message where it is more precise, e.g. the coins a purchase lacks), or for
 * INDEXEDDB_ERROR no toast but the app's storage alert.
 */
export function notifyError(error: unknown): void {
  const gameError = toGameError(error);
  const text = toastOfError(gameError);
  if (text) {
    show("error", text.message, text.title);
    return;
  }
  window.dispatchEvent(new CustomEvent(STORAGE_ERROR_EVENT, { detail: gameError.message }));
}
