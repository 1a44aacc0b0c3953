/** Every app destination, in order; the phone bar shows the first MOBILE_MAIN_COUNT and puts the rest under "More". */
export const APP_NAV = [
  { to: "/home", label: "Home", icon: "🏠" },
  { to: "/social", label: "Social", icon: "📰" },
  { to: "/life", label: "Life", icon: "🗓️" },
  { to: "/explore", label: "Explore", icon: "🧭" },
  { to: "/archive", label: "Archive", icon: "🗄️" },
  { to: "/market/", label: "Market", icon: "🪙" },
  { to: "/settings/", label: "Settings", icon: "⚙️" },
] as const;

export const MOBILE_MAIN_COUNT = 4;
