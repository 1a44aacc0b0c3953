import { notify } from "~/toasts/notify";

/** 'Title: description', or the title alone. */
export function shareText(title: string, description?: string): string {
  return description ? `${title}: ${description}` : title;
}

/** Copies text and says so in a toast. */
export async function copyText(text: string, done = "Copied to the clipboard."): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch {
    notify.error("Could not copy to the clipboard.");
  }
}

/** The system share sheet where there is one, else the link goes to the clipboard. */
export async function shareLink(title: string, text: string, url: string): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text, url });
      return;
    } catch (error) {
      if ((error as Error).name === "AbortError") return;
    }
  }
  await copyText(url, "Link copied to the clipboard.");
}

/** Why an owner's Share link would not open for anyone else, or null when it would (or the server cannot say). */
async function whyNotShared(item: {
  kind: "habit" | "goal";
  title: string;
  isPublic?: boolean;
}): Promise<string | null> {
  if (item.isPublic !== true) {
    return `“${item.title}” is private: only you can see it. To share it, choose Edit, turn on Public, and turn on Public profile in Settings.`;
  }
  // Loaded on first use: the home page's code stays as it was.
  const { isMyProfilePublic } = await import("~/social/social-client");
  if ((await isMyProfilePublic()) === false) {
    return `Your profile is private, so the link to “${item.title}” would not open for anyone else. Turn on Public profile in Settings to share it.`;
  }
  return null;
}

/**
 * Share on a card: the link to the item on the owner's public profile (/{username}#{kind}-{id}).
 * For the owner's private item, or while their profile is private, it says why the link would
 * not open for others, and how to make it public, instead of sharing it.
 */
export async function shareItem(
  item: { kind: "habit" | "goal"; title: string; description?: string; isPublic?: boolean },
  isOwner: boolean,
  url: string,
): Promise<void> {
  const reason = isOwner ? await whyNotShared(item) : null;
  if (reason) return void notify.info(reason, "Not shared");
  await shareLink(item.title, shareText(item.title, item.description), url);
}
