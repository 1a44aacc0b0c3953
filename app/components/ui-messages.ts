// Screen texts of spec §2 and §8 that are not error toasts, word for word.

/** Screen texts tied to errors (spec §2, §8). */
export const UI_MESSAGES = {
  homeNoUser: "Failed to load user in home page.",
  goalNotFound: { title: "Oops!", message: "Goal not found." },
} as const;
