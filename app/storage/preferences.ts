// Small per-device choices that are not game data (no records, no rewards):
// which communities this device has joined.
const JOINED_KEY = "momentum-communities";

export function joinedCommunities(): string[] {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(JOINED_KEY) ?? "[]");
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  } catch {
    return [];
  }
}

export function setCommunityJoined(id: string, joined: boolean): string[] {
  const next = new Set(joinedCommunities());
  if (joined) next.add(id);
  else next.delete(id);
  const ids = [...next];
  localStorage.setItem(JOINED_KEY, JSON.stringify(ids));
  return ids;
}
