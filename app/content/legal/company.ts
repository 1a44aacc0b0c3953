import type { ContentPage } from "../page-content";

export const company: ContentPage = {
  slug: "company",
  title: "Company",
  subtitle: "Who runs Momentum, and where to find us.",
  emoji: "🏢",
  description:
    "Who runs Momentum and where to find us on X, Discord, GitHub and Instagram. Momentum is built by a small team that is not yet legally incorporated.",
  sections: [
    {
      id: "who-we-are",
      heading: "Who We Are",
      blocks: [
        {
          type: "p",
          text: "Momentum is built and run by a small, independent team of developers who want to make working on habits and goals feel more like a game and less like a chore.",
        },
        {
          type: "p",
          text: 'Please note: Momentum is not yet a legally incorporated company. There is no registered business entity, company number or registered office behind the Service yet. Wherever our legal pages say "we", "us" or "the provider", they mean the Momentum team. When we incorporate, we will update this page and the other legal pages with the company\'s name and registered details.',
        },
        {
          type: "p",
          text: "Because the app is local-first, your habits, goals and progress are saved in your browser on your device first; while you are signed in, our server keeps a copy so your devices stay in step, and shows others only what you make public.",
        },
      ],
    },
    {
      id: "find-us-online",
      heading: "Find Us Online",
      blocks: [
        {
          type: "p",
          text: "These are our official channels. The team will never ask for your password or for a backup of your data through any of them.",
        },
        {
          type: "link",
          text: "Microblogging: follow news and updates on X (formerly Twitter), @momentum",
          href: "https://x.com/momentum",
          external: true,
        },
        {
          type: "link",
          text: "Messaging: chat with the team and other users on our Discord server",
          href: "https://discord.gg/momentum",
          external: true,
        },
        {
          type: "link",
          text: "Code hosting: follow development and report bugs on GitHub",
          href: "https://github.com/momentum",
          external: true,
        },
        {
          type: "link",
          text: "Photo sharing: behind the scenes on Instagram, @momentum",
          href: "https://instagram.com/momentum",
          external: true,
        },
      ],
    },
    {
      id: "contact",
      heading: "Contact",
      blocks: [
        {
          type: "p",
          text: "The quickest way to reach the team is our Discord server. For bug reports and feature ideas, GitHub is best. Before you write, the Help page may already have your answer.",
        },
        { type: "link", text: "Help and FAQ", href: "/help/" },
      ],
    },
    {
      id: "legal",
      heading: "Legal",
      blocks: [
        { type: "p", text: "The rules that apply to Momentum are set out in our legal pages:" },
        { type: "link", text: "Terms of Service", href: "/legal/terms-of-service" },
        { type: "link", text: "Privacy Policy", href: "/legal/privacy-policy" },
        { type: "link", text: "Cookie Policy", href: "/legal/cookie-policy" },
        { type: "link", text: "Refund Policy", href: "/legal/refund-policy" },
        { type: "link", text: "Community Rules", href: "/legal/community-rules" },
      ],
    },
  ],
};
