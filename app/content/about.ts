import type { ContentPage } from "./page-content";

export const about: ContentPage = {
  slug: "about",
  title: "About",
  subtitle: "We build gamified tools for thought: small games that help you think clearly, act daily and grow.",
  emoji: "🚀",
  description:
    "Momentum is a gamified productivity companion: set life goals, track habits and earn XP, coins and streaks. Who we are, what we build, and why.",
  sections: [
    {
      id: "what-momentum-is",
      heading: "What Momentum Is",
      blocks: [
        {
          type: "p",
          text: "Momentum is a gamified productivity companion. You set life goals, track the habits that lead to them, and share the journey with friends: turn on your public profile, mark the habits and goals you want to show, and follow friends to see their days met and goals reached. Every step counts: each check-in earns experience points (XP), reaching your daily target keeps your streak alive, your daily momentum shows how much you usually get done, and reaching a goal pays out coins that you can spend on rewards you choose yourself.",
        },
        {
          type: "p",
          text: "Momentum is local-first: your habits, goals and progress are saved in your own browser first and work offline; while you are signed in, they sync through our server to your other devices. Nobody else sees them unless you make them public.",
        },
        {
          type: "p",
          text: "Next on the list is an AI guide that helps you turn a big goal into a roadmap of small, doable steps. It is planned and not available yet.",
        },
      ],
    },
    {
      id: "where-we-are",
      heading: "Where We Are",
      blocks: [
        {
          type: "p",
          text: "We are at roughly 85% progress toward our MVP launch, an estimated 2 to 3 weeks from launch. The community edition is about 6 to 8 weeks away. These are honest estimates, not promises, and we will share updates on our channels as we go.",
        },
      ],
    },
    {
      id: "our-story",
      heading: "Our Story",
      blocks: [
        {
          type: "p",
          text: "Momentum began as a side project of a few friends who kept starting habit apps with enthusiasm and quietly dropping them a couple of weeks later. We noticed that the games we played never had that problem: they were good at making the next step feel worth taking. So we started building a tracker that borrows what games do well.",
        },
        {
          type: "p",
          text: "What began as a weekend prototype grew into the app you see now, shaped by feedback from early testers. We are still a small team, and we are not yet a legally incorporated company.",
        },
        { type: "link", text: "More about the team and our channels", href: "/legal/company" },
      ],
    },
    {
      id: "how-it-is-built",
      heading: "How It Is Built",
      blocks: [
        { type: "p", text: "Momentum is a web app built with:" },
        {
          type: "list",
          items: [
            "TypeScript, for the whole code base, from the game rules to the pages;",
            "Remix and React, for fast, server-rendered pages and a smooth app;",
            "Chakra UI, for accessible components with light and dark themes;",
            "IndexedDB via localForage, for keeping all your data in your browser;",
            "zod, for checking every piece of data that is read or imported.",
          ],
        },
        {
          type: "p",
          text: "The game rules are plain, tested TypeScript, and every reward is written to a log of commit records, so your XP, streak and momentum can always be rebuilt from what actually happened.",
        },
      ],
    },
    {
      id: "why-we-do-it",
      heading: "Why We Do It",
      blocks: [
        {
          type: "p",
          text: "Big changes come from small actions repeated over time, but the reward for a good habit often arrives months later. Games close that gap by giving feedback right away. We want that feeling for real life: a small win today, visible progress this week, and a clear path toward the goals that matter to you.",
        },
        {
          type: "p",
          text: "We also believe your personal data should stay personal. A habit tracker knows a lot about your life, so ours keeps it on your device.",
        },
      ],
    },
    {
      id: "how-we-compare",
      heading: "How We Compare",
      blocks: [
        {
          type: "p",
          text: "There are many good habit trackers and gamified to-do apps, and lots of people are well served by them. Habit trackers are great at counting, and gamified to-do lists make single tasks fun. Momentum tries to connect the two: habits feed directly into long-term goals, rewards follow one transparent set of rules, and your data stays on your device instead of in someone else's cloud.",
        },
      ],
    },
    {
      id: "for-developers",
      heading: "For Developers",
      blocks: [
        {
          type: "p",
          text: "We are planning a software development kit (SDK) and an API, so that developers can connect their own tools, build integrations and bring Momentum's game mechanics into their own apps. Neither is available yet; follow our code hosting page for news.",
        },
        { type: "link", text: "Momentum on GitHub", href: "https://github.com/momentum", external: true },
      ],
    },
    {
      id: "for-teams-and-organisations",
      heading: "For Teams and Organisations",
      blocks: [
        {
          type: "p",
          text: "We are also planning a business and enterprise offering for teams, schools and companies: shared goals, group challenges and a friendly way to build good habits together. If you would like to try it early, say hello on our Discord server.",
        },
        { type: "link", text: "Join our Discord server", href: "https://discord.gg/momentum", external: true },
      ],
    },
  ],
};
