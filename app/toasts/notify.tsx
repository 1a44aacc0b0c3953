import { toast, type Id, type TypeOptions } from "react-toastify";

/** Spec §8: the toast titles, word for word. */
export const TOAST_TITLES = {
  success: "Success!",
  warning: "Warning",
  info: "Info",
  loading: "Loading...",
  error: "Error!",
} as const;

/** Spec §8: the default error toast. */
export const DEFAULT_ERROR_MESSAGE = "An error occurred. Please try again, or restart the app.";

function ToastBody({ title, message }: { title?: string; message: string }) {
  return (
    <div>
      {title ? <strong style={{ display: "block" }}>{title}</strong> : null}
      <span>{message}</span>
    </div>
  );
}

function show(type: TypeOptions, message: string, title?: string): Id {
  return toast(<ToastBody title={title} message={message} />, { type });
}

export const notify = {
  success: (message: string, title: string = TOAST_TITLES.success) => show("success", message, title),
  info: (message: string, title: string = TOAST_TITLES.info) => show("info", message, title),
  warning: (message: string, title: string = TOAST_TITLES.warning) => show("warning", message, title),
  error: (message: string = DEFAULT_ERROR_MESSAGE, title: string = TOAST_TITLES.error) => show("error", message, title),
  message: (message: string) => show("default", message),
  /** Loading toasts never close by themselves; settle them with `toast.update`. */
  loading: (message: string, title: string = TOAST_TITLES.loading) =>
    toast.loading(<ToastBody title={title} message={message} />, { autoClose: false }),
};
