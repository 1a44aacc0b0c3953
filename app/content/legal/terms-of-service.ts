import type { ContentPage } from "../page-content";

export const termsOfService: ContentPage = {
  slug: "terms-of-service",
  title: "Terms of Service",
  subtitle: "The agreement between you and the Momentum team when you use Momentum.",
  emoji: "📜",
  description:
    "The terms that apply when you use Momentum: accounts, intellectual property, links, termination, governing law and how we change these terms.",
  sections: [
    {
      id: "accounts",
      heading: "Accounts",
      blocks: [
        {
          type: "p",
          text: 'These Terms of Service apply to the Momentum website and web app (together, the "Service"), run by the Momentum team ("we", "us"). By opening the app or signing in, you agree to these terms. If you do not agree, please do not use the Service.',
        },
        {
          type: "p",
          text: "You can sign in with a Google, Discord or Twitter/X account, or try the demo without any account. When you sign in, you confirm that the information you give us, and the information your sign-in provider shares with us, is accurate, complete and current. If something changes, for example your name or email address, please keep it up to date in your profile.",
        },
        {
          type: "p",
          text: "You must be at least 13 years old to create an account or use the Service. If you are under the age of legal majority where you live, a parent or guardian should read these terms with you.",
        },
        {
          type: "p",
          text: "You are responsible for everything that happens under your account and on your device. Keep your sign-in account secure, and do not share access with people you do not trust. If you believe someone has used your account without permission, tell us as soon as you can.",
        },
        {
          type: "p",
          text: "Momentum is local-first. Your habit, goal and game data (habits, goals, XP, coins, streaks, momentum and the records behind them) is stored first in your own browser on your own device, and, while you are signed in, synced to our server so that your other devices show it too. This means:",
        },
        {
          type: "list",
          items: [
            "You are in control of that data: you can download or delete what our server keeps in Settings, and export a backup file of your own at any time.",
            "If you clear your browser's site data, use a private window, or lose the device, changes that never reached our server are gone and we cannot restore them; what reached the server comes back when you sign in again.",
            "Sign in with the same account on another device and your synced data appears there. You can also move it with a backup file.",
          ],
        },
        {
          type: "p",
          text: "You may not use the Service to break the law, to harm other people, to interfere with the Service or its security, or to get around any limit we put in place. When you take part in community features, our Community Rules apply as well.",
        },
        { type: "link", text: "Read the Community Rules", href: "/legal/community-rules" },
        {
          type: "p",
          text: "The Service is offered as it is and as available, while it is still being built. We work hard to keep it useful and reliable, but we do not promise that it will always be available, free of errors, or suitable for a particular purpose. To the extent the law allows, we are not liable for lost data or indirect losses that come from using the Service.",
        },
      ],
    },
    {
      id: "intellectual-property",
      heading: "Intellectual Property",
      blocks: [
        {
          type: "p",
          text: "The Service and its original content, features, design, name and logo belong to the Momentum team and are protected by copyright, trademark and other laws. You may not copy, modify, distribute or sell any part of the Service, or use our name and logo in a way that suggests we endorse you, without our written permission.",
        },
        {
          type: "p",
          text: "What you create is yours. The titles, descriptions, habits, goals and other text you write stay your property. Because that content lives in your browser, we do not have access to it. If you choose to share something with others, you give us and the people you share it with a permission to show it within the Service, for as long as it is shared.",
        },
        {
          type: "p",
          text: "Some parts of the Service, such as emoji images and open-source software libraries, belong to others and are used under their own licences. Those licences continue to apply to those parts.",
        },
        {
          type: "p",
          text: "If you send us feedback or ideas, we may use them to improve the Service without owing you anything for them. We are always grateful for them.",
        },
      ],
    },
    {
      id: "links-to-other-websites",
      heading: "Links To Other Websites",
      blocks: [
        {
          type: "p",
          text: "The Service may contain links to websites and services that we do not own or control, such as the sign-in providers, our community channels, or links that other people write into their habit and goal descriptions. Links to other websites open in a new tab.",
        },
        {
          type: "p",
          text: "We are not responsible for the content, privacy policies or practices of any other website or service, and a link is not an endorsement. Any loss or damage caused by using another website is a matter between you and that website. We encourage you to read the terms and privacy policy of every website you visit.",
        },
      ],
    },
    {
      id: "termination",
      heading: "Termination",
      blocks: [
        {
          type: "p",
          text: "We may terminate or suspend your account and your access to the Service at any time, without prior notice and without liability, for any reason, including if you breach these terms.",
        },
        {
          type: "p",
          text: "You can end your account whenever you like simply by stopping using the Service. If you also want to remove the data on your device, erase it from Settings or clear the site data in your browser, and sign out. Because your habit, goal and game data is kept in your browser, it stays on your device until you remove it, even after your account ends.",
        },
        {
          type: "p",
          text: "When your account ends, your right to use the Service stops at once. Parts of these terms that by their nature should continue after termination still apply, including the sections on intellectual property, the disclaimer and limits of liability, and governing law.",
        },
      ],
    },
    {
      id: "governing-law",
      heading: "Governing Law",
      blocks: [
        {
          type: "p",
          text: "These terms are governed by and interpreted under the laws of the Republic of Turkey, without regard to its conflict of law rules. Nothing in these terms takes away rights you have under mandatory consumer protection law where you live.",
        },
        {
          type: "p",
          text: "If we do not enforce a right or provision of these terms, that does not mean we give it up. If a court finds that any provision of these terms is invalid or unenforceable, the remaining provisions stay in effect. These terms are the whole agreement between you and us about the Service and replace any earlier agreement about it.",
        },
      ],
    },
    {
      id: "changes",
      heading: "Changes",
      blocks: [
        {
          type: "p",
          text: "We may update these terms from time to time, for example when we add features or when the law changes. If a change is material, we will give at least 30 days' notice before the new terms take effect, for example with a notice in the app or on this page. What counts as a material change is decided by us, reasonably and in good faith.",
        },
        {
          type: "p",
          text: "If you keep using the Service after the new terms take effect, you agree to them. If you do not agree, please stop using the Service.",
        },
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      blocks: [
        {
          type: "p",
          text: "If you have questions about these terms, reach the team through one of our community channels. The Help page answers the most common questions.",
        },
        { type: "link", text: "Our community channels", href: "/legal/company" },
        { type: "link", text: "Help and FAQ", href: "/help/" },
      ],
    },
  ],
};
