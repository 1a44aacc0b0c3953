import type { ContentPage } from "../page-content";

export const privacyPolicy: ContentPage = {
  slug: "privacy-policy",
  title: "Privacy Policy",
  subtitle:
    "What we collect, where it is kept and what we do with it. Short version: your habits are saved on your device and synced through our server to your other devices; nobody else sees them unless you make them public.",
  emoji: "🔒",
  description:
    "What Momentum collects, where it is kept and how it is used: your habits, goals and XP live in your browser; our server keeps your account, what you sync, and only what you choose to make public.",
  updated: "November 2026",
  sections: [
    {
      id: "summary",
      heading: "Summary",
      blocks: [
        {
          type: "p",
          text: "Momentum is built local-first. The things you do in the app, your habits, goals, XP, coins, streaks and the commit records behind them, are kept in your browser's local database (IndexedDB) on your device. While you are signed in, a copy of them is also kept on our server (sync across devices, on by default) so your other devices get it.",
        },
        {
          type: "p",
          text: "Our server keeps your account (username and name), the sign-in accounts you use, and your sessions. Nothing of you is shown to anyone else unless you turn on Public profile in Settings, and then only what that setting lists. We do not run advertising, we do not sell data, and we do not use analytics trackers.",
        },
        {
          type: "p",
          text: 'In this policy, "we" and "us" means the Momentum team, the small team that runs the Service (the Momentum website and web app). We are not yet a legally incorporated company.',
        },
      ],
    },
    {
      id: "data-we-collect",
      heading: "Data We Collect",
      blocks: [
        { type: "p", text: "When you use the Service, we may handle the following personal data:" },
        {
          type: "list",
          items: [
            "Email address, when your sign-in provider shares it.",
            "First name and last name, or the display name you use with your sign-in provider.",
            "Usage data: the technical details your browser sends with every request, such as your IP address, browser type and version, the pages you open, and the date and time of the request.",
          ],
        },
        {
          type: "p",
          text: "Your profile (username, name, bio, location, website, picture address) and everything you track in the app are created and stored in your own browser first, then synced to our server as listed below.",
        },
        { type: "p", text: "Our server keeps, in its own database:" },
        {
          type: "list",
          items: [
            "your account: its id, username, name and when it was made;",
            "the sign-in accounts you use: provider, account id, and the name, handle, picture and email the provider shared at your last sign-in;",
            'your sessions: a device label (such as "Firefox on Linux"), when each was made and last used; never the session\'s secret itself;',
            "the log of your actions on habits, goals and the Market, your resulting game state, and a copy of your stats, habits and goals (title, description, Public or not) that public pages read;",
            "your public profile's fields (bio, picture address, location, website) once you save your profile, and whether Public profile is on;",
            "who you follow and who follows you, the communities you join, and the reports you make.",
          ],
        },
      ],
    },
    {
      id: "social-sign-in",
      heading: "Data from Social Sign-In",
      blocks: [
        {
          type: "p",
          text: "You can sign in with Google, Discord or Twitter/X. When you do, the provider asks for your permission, then shares some of your account details with us:",
        },
        {
          type: "list",
          items: [
            "your account id with that provider,",
            "your name,",
            "your handle or username,",
            "your profile picture (avatar),",
            "your email address, when the provider gives it.",
          ],
        },
        {
          type: "p",
          text: "We never receive your password for those accounts. We use the provider's access token only once, to fetch the details above while you sign in, and we do not keep it. We do not post anything on your behalf, and we do not read your contacts, messages or posts.",
        },
        {
          type: "p",
          text: "These details go into your signed session cookie and into the profile that the app creates in your browser the first time you sign in. You can change the profile afterwards. The demo needs no account and shares no data with any provider.",
        },
        {
          type: "p",
          text: "What the provider itself records about your sign-in is governed by that provider's own privacy policy.",
        },
      ],
    },
    {
      id: "cookies-and-local-storage",
      heading: "Cookies and Local Storage",
      blocks: [
        {
          type: "p",
          text: "We use one essential session cookie to keep you signed in, plus a short-lived cookie during sign-in. The app also uses your browser's storage for your theme choice and for the local database that holds your data. We use no advertising or tracking cookies. The Cookie Policy explains each item and how to control it.",
        },
        { type: "link", text: "Read the Cookie Policy", href: "/legal/cookie-policy" },
      ],
    },
    {
      id: "how-we-use-your-data",
      heading: "How We Use Your Data",
      blocks: [
        { type: "p", text: "We use the limited data we handle only to:" },
        {
          type: "list",
          items: [
            "sign you in and keep you signed in;",
            "set up your profile in your browser the first time you sign in;",
            "keep your devices in step (sync);",
            "show your public profile to others, only while Public profile is on, and the activity of the people you follow to you;",
            "know whether your account has Premium features turned on;",
            "deliver the pages you ask for, and keep the Service working and secure, for example by spotting abuse;",
            "answer you when you contact us.",
          ],
        },
        {
          type: "p",
          text: "We do not use your data for advertising or profiling, and we do not make automated decisions about you.",
        },
      ],
    },
    {
      id: "sharing-your-data",
      heading: "Sharing Your Data",
      blocks: [
        {
          type: "p",
          text: "We do not sell, rent or trade your personal data. Some services are involved in running Momentum and necessarily see some data:",
        },
        {
          type: "list",
          items: [
            "Sign-in providers (Google, Discord and Twitter/X) take part in signing you in, as described above.",
            "Emoji images load from a public content delivery network, jsDelivr. Like any website your browser contacts, the network sees your IP address and browser details when an image is requested. It does not receive your habits or account details.",
            "The company hosting our server processes the usage data of requests in order to deliver them.",
          ],
        },
        {
          type: "p",
          text: "Public profile is off until you turn it on. While it is on, anyone, signed in or not, can see at /{your username}: your name, username, bio, picture, location, website, the day you joined, your current and best streak, how many days you met your daily target, and the habits and goals you marked Public. Followers also see when you start a Public habit, meet your daily target or reach a Public goal. Your email, your sign-in accounts and everything you did not mark Public are never shown. Turning the setting off hides all of it at once. If the team ever joins or becomes a company, the limited data described here may move with the Service; we would tell you first.",
        },
      ],
    },
    {
      id: "retention",
      heading: "Retention",
      blocks: [
        {
          type: "list",
          items: [
            "Session cookie: it lasts at most 30 days and ends earlier when you sign out.",
            "Data on our server (your account, synced data, public profile, follows, memberships and reports): kept while you have an account, until you delete it in Settings → Your data on the server. Demo accounts are deleted after 7 idle days.",
            "Data in your browser: it stays until you erase it in Settings or clear the site data in your browser. We cannot delete it for you, because we do not have it.",
            "Usage data: our server handles it only to answer the request. Any technical logs kept to keep the Service secure are deleted within 30 days, unless we need them longer to deal with an ongoing abuse case or a legal obligation.",
          ],
        },
      ],
    },
    {
      id: "transfer-of-data",
      heading: "Transfer of Data",
      blocks: [
        {
          type: "p",
          text: "Our server, the content delivery network and the sign-in providers may process data in countries other than yours, where data protection laws may differ. We keep such transfers to the minimum this policy describes, and we use only services that commit to protecting the data they process. The data you track in the app leaves your device when it syncs to our server, while you are signed in.",
        },
      ],
    },
    {
      id: "deleting-your-data",
      heading: "Deleting Your Data",
      blocks: [
        { type: "p", text: "You are in control of deleting your data:" },
        {
          type: "list",
          items: [
            "Download everything our server keeps about you as one file, or delete all of it, in Settings → Your data on the server. Deleting removes your account, your synced data, your public profile, your follows, your memberships and the reports you made, and signs you out on every device; the data on your devices stays.",
            "Erase your local data in Settings, or clear this site's data in your browser. Export a backup first if you want to keep a copy.",
            "Sign out to remove the session cookie.",
            "Remove Momentum's access in the security or connected apps settings of your Google, Discord or Twitter/X account.",
            "Delete any backup files you exported; they are ordinary files on your device.",
          ],
        },
        {
          type: "p",
          text: "You can also ask us to delete anything we hold about you, or to tell you what that is. Depending on where you live, you may have further rights, such as correcting your data or objecting to its use, and the right to complain to a data protection authority.",
        },
      ],
    },
    {
      id: "disclosure-of-data",
      heading: "Disclosure of Data",
      blocks: [
        {
          type: "p",
          text: "We may disclose the limited personal data we hold if the law requires it, or in a good-faith belief that it is necessary to comply with a legal obligation, to protect the rights or safety of the Service, its users or the public, or to prevent or investigate wrongdoing. Tracked data that never reached our server (changes erased on a device before they synced) we do not have, so we cannot disclose it.",
        },
      ],
    },
    {
      id: "security",
      heading: "Security",
      blocks: [
        {
          type: "p",
          text: "We protect the data we handle with measures such as encrypted connections (HTTPS), a signed HttpOnly session cookie that scripts on the page cannot read, checks on every sign-in against tampering, and a strict content security policy.",
        },
        {
          type: "p",
          text: "Your local data is as safe as your device and browser. Lock your device, keep your browser up to date, and be careful on shared computers. No method of storage or transmission is completely secure, so we cannot guarantee absolute security.",
        },
      ],
    },
    {
      id: "childrens-privacy",
      heading: "Children's Privacy",
      blocks: [
        {
          type: "p",
          text: "The Service is not meant for anyone under 13, and you must be at least 13 to use it. We do not knowingly collect personal data from children under 13. If you are a parent or guardian and believe your child gave us personal data, contact us and we will delete it.",
        },
      ],
    },
    {
      id: "links-to-other-sites",
      heading: "Links to Other Sites",
      blocks: [
        {
          type: "p",
          text: "The Service may link to websites we do not run, including the sign-in providers, our community channels and links written by users. We are not responsible for their content or privacy practices, so please read the privacy policy of every site you visit.",
        },
      ],
    },
    {
      id: "changes-to-this-policy",
      heading: "Changes to This Policy",
      blocks: [
        {
          type: "p",
          text: 'We may update this policy as the product grows. We will change the "last updated" date above, and for important changes we will give notice in the app before they take effect. Checking this page from time to time is a good idea.',
        },
      ],
    },
    {
      id: "contact-us",
      heading: "Contact Us",
      blocks: [
        {
          type: "p",
          text: "Questions or requests about your privacy are welcome through any of the channels on our Company page.",
        },
        { type: "link", text: "Company and contact channels", href: "/legal/company" },
      ],
    },
  ],
};
