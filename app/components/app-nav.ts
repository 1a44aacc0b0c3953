/** One destination; `document` for the server's own pages (communities), which a full page load opens. */
export type AppNavItem = { to: string; label: string; icon: string; document?: true };

/** Every app destination, in order; the phone bar shows the first MOBILE_MAIN_COUNT and puts the rest under "More". */
export const APP_NAV: readonly AppNavItem[] = [
  { to: "/home", label: "Home", icon: "🏠" },
  { to: "/social", label: "Social", icon: "📰" },
  { to: "/life", label: "Life", icon: "🗓️" },
  { to: "/explore", label: "Explore", icon: "🧭" },
  { to: "/community/", label: "Communities", icon: "🏘️", document: true },
  { to: "/archive", label: "Archive", icon: "🗄️" },
  { to: "/market/", label: "Market", icon: "🪙" },
  { to: "/settings/", label: "Settings", icon: "⚙️" },
];

export const MOBILE_MAIN_COUNT = 4;
