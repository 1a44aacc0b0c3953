import type { ContentPage } from "../page-content";

export const cookiePolicy: ContentPage = {
  slug: "cookie-policy",
  title: "Cookie Policy",
  subtitle: "The few cookies and browser storage Momentum uses, and how you stay in control of them.",
  emoji: "🍪",
  description:
    "The cookies and browser storage Momentum uses: one essential sign-in session cookie, your theme choice and the local database. No tracking or ads.",
  updated: "November 2026",
  sections: [
    {
      id: "what-cookies-are",
      heading: "What Cookies Are",
      blocks: [
        {
          type: "p",
          text: "Cookies are small text files that a website asks your browser to keep. The browser sends them back on later visits, which lets the site remember things, such as that you are signed in. Browsers also offer other kinds of storage, such as local storage and IndexedDB, which stay on your device and are not sent to the server.",
        },
        {
          type: "p",
          text: 'Cookies can be "session" cookies, which go away when you close your browser or after a short time, or "persistent" cookies, which stay until they expire or you delete them. They can be set by the site you visit (first-party) or by other services (third-party).',
        },
        {
          type: "p",
          text: "Momentum uses only first-party cookies and storage, and only for two purposes: essential sign-in, and remembering your choices and data. We do not use advertising, analytics or tracking cookies, and no third party sets cookies through our pages.",
        },
      ],
    },
    {
      id: "essential-session-cookies",
      heading: "Essential Session Cookies",
      blocks: [
        {
          type: "p",
          text: "These cookies are strictly necessary for signing in. Without them you could not use an account, so they do not need your consent. They are:",
        },
        {
          type: "list",
          items: [
            "The sign-in session cookie. It holds only a random secret, signed so it cannot be forged; our server keeps a fingerprint of it with your session. It is HttpOnly, so scripts on the page cannot read it. It is sent only over HTTPS in production and only with requests from our own site (SameSite=Lax), which is also what lets the Follow button on a public profile act as you. It expires after 30 days without a visit, and it stops working as soon as you sign out, sign that device out in Settings, or delete your data on the server.",
            "A short-lived sign-in check cookie. While you go to Google, Discord or Twitter/X and come back, it holds a random one-time value that lets us make sure the reply really belongs to your sign-in attempt. It is removed once sign-in finishes.",
          ],
        },
        {
          type: "p",
          text: "If you only read the public pages, public profiles included, without signing in or trying the demo, no cookie is set.",
        },
      ],
    },
    {
      id: "functionality-cookies-and-local-storage",
      heading: "Persistent Functionality Cookies and Local Storage",
      blocks: [
        {
          type: "p",
          text: "These remember your choices and keep your data on your device so that the app works the way you left it. The browser does not send them with requests as cookies are; the app itself sends your changes to our server when it syncs:",
        },
        {
          type: "list",
          items: [
            "Theme choice: light, dark or system, stored in local storage under the key vite-ui-theme. It is read before the page first appears, so the page shows in the right colours straight away.",
            "The local database: your profile, habits, goals, XP, coins, streaks and commit records, stored in your browser's IndexedDB. It is this device's copy: while you are signed in, your changes also go to our server, so removing it loses only what had not reached the server yet.",
          ],
        },
        {
          type: "p",
          text: "Both stay until you change them, erase your data in Settings, or clear this site's data in your browser.",
        },
      ],
    },
    {
      id: "third-party-services",
      heading: "Third-Party Services",
      blocks: [
        {
          type: "p",
          text: "Emoji images are loaded from jsDelivr, a public content delivery network. Loading an image reveals your IP address and browser details to that network, as with any image on the web, but we do not use it to track you.",
        },
        {
          type: "p",
          text: "When you sign in with Google, Discord or Twitter/X, you visit their own sites for a moment, and they may set their own cookies there under their own cookie policies. We do not control those cookies.",
        },
        { type: "link", text: "Read our Privacy Policy", href: "/legal/privacy-policy" },
      ],
    },
    {
      id: "controlling-cookies",
      heading: "How to Control Cookies and Storage",
      blocks: [
        { type: "p", text: "You can choose what stays in your browser:" },
        {
          type: "list",
          items: [
            "Sign out to remove the session cookie at once.",
            "Change the theme in Settings at any time.",
            "Erase your local data in Settings. Export a backup first if you want to keep your progress.",
            "Use your browser's settings to view, block or delete cookies and site data, for all sites or just this one. Most browsers list this under privacy or site settings.",
          ],
        },
        {
          type: "p",
          text: "If you block cookies, you can still read the public pages, but you will not be able to sign in. If you block site storage, the app cannot keep your habits and goals, and it will show an error about local storage instead. A private or incognito window keeps everything only until the window is closed.",
        },
      ],
    },
    {
      id: "changes-and-contact",
      heading: "Changes and Contact",
      blocks: [
        {
          type: "p",
          text: "If we add or change a cookie, we will update this page and its date. If you have a question about cookies, reach us through the channels on our Company page.",
        },
        { type: "link", text: "Company and contact channels", href: "/legal/company" },
      ],
    },
  ],
};
