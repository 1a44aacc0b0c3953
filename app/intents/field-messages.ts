/** First message per field (`_` for the form as a whole) from a zod error's or a GameError's issues. */
export function firstMessages(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    messages[key] ??= issue.message;
  }
  return messages;
}
