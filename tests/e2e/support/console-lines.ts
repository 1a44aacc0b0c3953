// Lines the browser itself writes to the console that a spec may expect, word for word.

/** Chromium's line for a request the server refused with 401 (a device signed out from elsewhere). */
export const UNAUTHORIZED_LINE = "Failed to load resource: the server responded with a status of 401 (Unauthorized)";
