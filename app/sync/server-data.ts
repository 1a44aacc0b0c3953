// "Delete my data from the server" (Settings): the user's sync log, clients and state go; the
// account and every device's local data stay.
export async function deleteServerData(): Promise<boolean> {
  try {
    const response = await fetch("/sync/data", {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ confirm: "DELETE" }),
    });
    return response.ok;
  } catch {
    return false;
  }
}
