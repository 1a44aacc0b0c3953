// /{username}: the same page as /profile/{username}. Remix ranks static segments
// first, so /home, /about, /settings… still win; any other single segment lands here.
export { clientLoader, default, meta } from "./_app.profile.$username";
