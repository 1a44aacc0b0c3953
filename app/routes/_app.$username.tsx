// /{username}: the same page as /profile/{username}. Remix ranks static segments
// first, so /home, /about, /settings… still win; any other single segment lands here.
// The server answers 404 unless the name is the signed-in user's own (issue #20).
export { clientLoader, default, loader, meta } from "./_app.profile.$username";
