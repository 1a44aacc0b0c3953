// "Your data on the server" (Settings): download it at GET /sync/data, or delete it all: the
// account, its log, follows, memberships and reports; every device is signed out. Local data stays.
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
