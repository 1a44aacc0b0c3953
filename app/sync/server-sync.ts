// Whether this server syncs (SYNC=on): /auth/session says so with the account, and the
// browser remembers the answer for this page. Unknown (offline start): off, unless this
// device already syncs the user (its storage knows).
let serverSync = false;

export function noteServerSync(on: boolean): void {
  serverSync = on;
}

export function isServerSyncOn(): boolean {
  return serverSync;
}
