// /{username}: the same page as /profile/{username}. Remix ranks static segments
// first, so /home, /about, /settings… still win; any other single segment lands here.
// The server shows the owner the app page, anyone else the public profile or a 404 (issue #22).
export { clientLoader, default, handle, headers, loader, meta } from "./_app.profile.$username";
