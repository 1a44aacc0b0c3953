// The landing page's words (app/routes/_www._index.tsx draws them): kept here so the claims
// test reads them with every other page that says where a user's data lives.

export const LANDING = {
  description:
    "Momentum turns your habits and goals into a game: earn XP and coins, keep your streak and build momentum. It works in your browser, offline too, and keeps your devices in step.",
  intro:
    "Momentum turns your habits and life goals into a game. Earn XP and coins, keep your daily streak alive and see your momentum grow, in a private tracker that works in your browser, offline too, and syncs your devices through your account.",
  features: [
    {
      emoji: "✅",
      title: "Habits with a daily target",
      text: "Tap +1 each time you do it. Hit your daily target for a bonus, and watch the week fill up.",
    },
    {
      emoji: "📅",
      title: "On your own schedule",
      text: "Every day, on chosen weekdays, a few times a week or every few days. Skip a day or plan a vacation without losing your streak.",
    },
    {
      emoji: "🎯",
      title: "Goals made of habits",
      text: "Bundle habits into a goal with an XP target. Every +1 moves the progress bar toward it.",
    },
    {
      emoji: "🔥",
      title: "Streaks and momentum",
      text: "Reach your daily XP target to grow your streak. Momentum shows your average XP per active day.",
    },
    {
      emoji: "🪙",
      title: "Coins to spend",
      text: "Finish goals to earn coins, then treat yourself to rewards you define or a streak freeze.",
    },
    {
      emoji: "🏘️",
      title: "Communities",
      text: "Join a community and climb its weekly board, ranked by the days each member met their target.",
      link: { to: "/community/", text: "See the communities" },
    },
    {
      emoji: "🔒",
      title: "Private by design",
      text: "Nobody sees your habits unless you make your profile public. They live in your browser and sync to your account, and you can download or delete both copies.",
    },
    {
      emoji: "📴",
      title: "Works offline",
      text: "After your first visit, Momentum keeps working with no connection and syncs when you are back online.",
    },
  ],
} as const;
