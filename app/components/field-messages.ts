/** First message per field from a zod error or a GameError's issues. */
export function firstMessages(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const messages: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "_";
    messages[key] ??= issue.message;
  }
  return messages;
}
