// Toast titles per toast type (spec §8), word for word.
import { DEFAULT_ERROR_TOAST } from "~/game/errors";

/** Toast titles per toast type (spec §8); loading toasts do not auto-close. */
export const TOAST_TITLES = {
  success: "Success!",
  warning: "Warning",
  info: "Info",
  loading: "Loading...",
  error: DEFAULT_ERROR_TOAST.title,
} as const;
