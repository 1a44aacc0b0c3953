/**
 * What each tier unlocks, shown on /super and /premium. Only Premium's news feed
 * exists today (spec §6); Business and Superfan are described as coming.
 */
export type TierPlan = {
  key: "free" | "premium" | "business" | "superfan";
  name: string;
  emoji: string;
  summary: string;
  status: "available" | "coming";
  features: string[];
};

export const TIER_PLANS: readonly TierPlan[] = [
  {
    key: "free",
    name: "Free",
    emoji: "🌱",
    summary: "Everything you need to build habits and reach goals.",
    status: "available",
    features: [
      "Unlimited habits and goals",
      "XP, coins, daily streak and momentum",
      "Market: your own rewards and streak freezes",
      "Life heatmap, archive and backups",
      "Works offline and syncs your devices",
    ],
  },
  {
    key: "premium",
    name: "Premium",
    emoji: "⭐",
    summary: "See your journey as a story.",
    status: "available",
    features: [
      "Everything in Free",
      "News feed of all your activity, newest first",
      "Every reward you earned, record by record",
    ],
  },
  {
    key: "business",
    name: "Business",
    emoji: "🏢",
    summary: "For teams, schools and companies.",
    status: "coming",
    features: [
      "Everything in Premium",
      "Shared team goals (coming)",
      "Group dashboards for coaches and teachers (coming)",
    ],
  },
  {
    key: "superfan",
    name: "Superfan",
    emoji: "💖",
    summary: "For people who want Momentum to exist and keep growing.",
    status: "coming",
    features: [
      "Everything in Premium",
      "A Superfan badge on your profile (coming)",
      "Early access to new features such as the AI roadmap guide (coming)",
      "A direct line to the team for ideas and feedback (coming)",
    ],
  },
];

/** Display names by numeric tier: the plans are listed in tier order (spec §3: FREE=0 … SUPERFAN=3). */
export const TIER_NAMES: readonly string[] = TIER_PLANS.map((plan) => plan.name);
