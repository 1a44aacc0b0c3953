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
