/** One destination; `document` for the server's own pages (communities), which a full page load opens. */
export type AppNavItem = { to: string; label: string; icon: string; document?: true };

/** Every app destination, in order; the phone bar shows the first MOBILE_MAIN_COUNT and puts the rest under "More". */
const APP_NAV: readonly AppNavItem[] = [
  { to: "/home", label: "Home", icon: "🏠" },
  { to: "/social", label: "Social", icon: "📰" },
  { to: "/life", label: "Life", icon: "🗓️" },
  { to: "/explore", label: "Explore", icon: "🧭" },
  { to: "/community/", label: "Communities", icon: "🏘️", document: true },
  { to: "/archive", label: "Archive", icon: "🗄️" },
  { to: "/market/", label: "Market", icon: "🪙" },
  { to: "/settings/", label: "Settings", icon: "⚙️" },
];

/** The moderators' queue, for admins only (ADMIN_ACCOUNTS): a server page, like the communities. */
const ADMIN_NAV: AppNavItem = { to: "/admin/reports", label: "Reports", icon: "🛡️", document: true };

/** What the navigation lists for this person. */
export const appNavFor = (isAdmin: boolean): readonly AppNavItem[] => (isAdmin ? [...APP_NAV, ADMIN_NAV] : APP_NAV);

export const MOBILE_MAIN_COUNT = 4;
