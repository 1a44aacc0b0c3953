import type { ContentPage } from "../page-content";

export const communityRules: ContentPage = {
  slug: "community-rules",
  title: "Community Rules",
  subtitle: "How we treat each other, so that everyone keeps their momentum.",
  emoji: "🤝",
  description:
    "The rules for Momentum's community: be respectful, help at every skill level, protect private data, play fair, and what happens when rules are broken.",
  updated: "November 2026",
  sections: [
    {
      id: "why-we-have-rules",
      heading: "Why We Have Rules",
      blocks: [
        {
          type: "p",
          text: "Momentum is about getting a little better every day, and that is easier among people who cheer you on. These rules apply everywhere people meet through Momentum: public profiles, the habits and goals you make public, follows and the Friends feed, community pages, and our official channels such as our Discord server. They add to our Terms of Service.",
        },
        {
          type: "p",
          text: "The short version: be kind, be honest, and keep it safe for everyone.",
        },
      ],
    },
    {
      id: "be-respectful",
      heading: "Be Respectful",
      blocks: [
        {
          type: "p",
          text: "Treat others the way you would want to be treated. Disagreeing is fine; disagree about ideas, not about the person. Assume good intentions, and keep your tone friendly even when you are frustrated.",
        },
      ],
    },
    {
      id: "help-at-all-skill-levels",
      heading: "Help at All Skill Levels",
      blocks: [
        {
          type: "p",
          text: "Everyone starts somewhere. Some people are on their first habit; others have a streak of hundreds of days. Answer beginner questions patiently, share what worked for you without lecturing, and never mock someone for a small goal or a broken streak. Celebrate progress of every size.",
        },
      ],
    },
    {
      id: "embrace-differences",
      heading: "Embrace Differences",
      blocks: [
        {
          type: "p",
          text: "Our community is made of people of every background, culture, age, ability, identity and belief, with very different goals and rhythms of life. Welcome that. Discrimination, hate speech and harassment based on who someone is have no place here.",
        },
      ],
    },
    {
      id: "do-not-over-share-private-data",
      heading: "Do Not Over-Share Private Data",
      blocks: [
        {
          type: "p",
          text: "Think before you post. Do not share private details that could be used against you, such as your home address, phone number, passwords or financial information, and never share anyone else's private information without their clear permission. Be careful with screenshots and backup files: they can contain more than you expect. A public profile shows its bio, picture, location and website to anyone: write there only what you want everyone to read, and mark Public only the habits and goals you are happy to show.",
        },
      ],
    },
    {
      id: "do-not-attack",
      heading: "Do Not Attack",
      blocks: [
        {
          type: "p",
          text: "No threats, insults, bullying, stalking or harassment, and no encouraging others to do them. Do not try to harm the Service or its users: no spreading malware, no phishing, no attempts to break into accounts or to overload our systems.",
        },
      ],
    },
    {
      id: "do-not-script-or-cheat-maliciously",
      heading: "Do Not Script or Cheat Maliciously",
      blocks: [
        {
          type: "p",
          text: "Your data lives on your device, and what you do with your own numbers is your business. But do not use scripts, bots or tricks to fake progress that other people see, to spam others, to pretend to be someone else, or to gain an unfair edge in anything shared or competitive. Automating your own tracking for yourself is fine; deceiving or disrupting others is not.",
        },
      ],
    },
    {
      id: "no-inflammatory-comments",
      heading: "No Inflammatory Comments",
      blocks: [
        {
          type: "p",
          text: "Do not post content meant to provoke anger or start fights: trolling, flame bait, deliberately divisive remarks, or graphic, sexual or violent material. Keep discussions on topic and constructive.",
        },
      ],
    },
    {
      id: "enforcement",
      heading: "Enforcement",
      blocks: [
        {
          type: "p",
          text: "To keep the community safe, we may, without warning and at our discretion, take any of these actions when a rule is broken:",
        },
        {
          type: "list",
          items: [
            "remove content,",
            "replace images, such as an offensive profile picture, with a neutral one,",
            "remove accounts,",
            "restrict access to the Service or to parts of it.",
          ],
        },
        {
          type: "p",
          text: "How we respond depends on how serious the breach is and whether it has happened before. Serious breaches, such as threats or sharing someone's private data, can lead to removal straight away.",
        },
      ],
    },
    {
      id: "reporting",
      heading: "Reporting a Problem",
      blocks: [
        {
          type: "p",
          text: "If you see something that breaks these rules, use Report on the public profile, habit or goal, or tell a moderator on our Discord server. Please do not answer abuse with abuse. Reports are handled in confidence.",
        },
        { type: "link", text: "Our channels on the Company page", href: "/legal/company" },
      ],
    },
  ],
};
