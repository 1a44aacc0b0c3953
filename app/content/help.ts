import type { ContentPage } from "./page-content";

export const help: ContentPage = {
  slug: "help",
  title: "Help",
  subtitle: "Answers to the questions people ask most about Momentum.",
  emoji: "🙋",
  description:
    "Momentum FAQ: where your data is stored, how XP, coins, streaks and momentum work, the daily target, Premium, sign-in, backups and deleting data.",
  sections: [
    {
      id: "what-is-momentum",
      heading: "What is Momentum?",
      blocks: [
        {
          type: "p",
          text: "Momentum is a gamified habit and goal tracker. You create habits (daily counters with a daily target) and goals (built from your habits, with an XP target). Every check-in earns XP, meeting your daily target builds a streak, and reaching a goal earns coins to spend on rewards you set yourself.",
        },
        { type: "link", text: "About Momentum", href: "/about" },
      ],
    },
    {
      id: "where-is-my-data-stored",
      heading: "Where is my data stored?",
      blocks: [
        {
          type: "p",
          text: "On this device first, and on our server once it syncs. Everything you do (habits, goals, XP, coins and the activity records behind them) is saved at once in this browser's local database, so the app works offline. While you are signed in and online, each change is also sent to our server, which keeps your log so that your other devices show the same data. Nobody else sees any of it unless you turn on Public profile in Settings, and then only what that setting lists.",
        },
        {
          type: "p",
          text: "If you clear this site's data, or use a private window and close it, this device's copy is erased; signing in again brings back everything that had reached the server. Changes made offline that never reached it are lost with the device's copy, so the header tells you while changes are waiting to be sent. A backup file from Settings is a copy of your own, whatever happens.",
        },
      ],
    },
    {
      id: "does-it-work-offline",
      heading: "Does Momentum work offline?",
      blocks: [
        {
          type: "p",
          text: "Yes, after your first visit. Once the app has loaded, tracking works without a connection because everything is saved on your device first; your changes go to the server when you are back online. Signing in for the first time needs a connection, and emoji images may show as plain text until you are back online.",
        },
      ],
    },
    {
      id: "how-do-i-earn-xp",
      heading: "How do I earn XP?",
      blocks: [
        { type: "p", text: "You earn XP for what you do with your habits and goals. The main rewards are:" },
        {
          type: "list",
          items: [
            "Starting a habit: 5 XP. Starting a goal: 25 XP.",
            "Each +1 on a habit: 1 XP (a −1 takes it back). On a measured habit, each value you add: 1 XP, whatever its size.",
            "Reaching a habit's daily target: a 5 XP daily-check bonus.",
            "Adding a habit to a goal: 1 XP (dropping it takes it back).",
            "Goal milestones, when it first gets any progress, then halfway, almost done and done: 100 XP each.",
            "Reaching a goal: 1000 XP and 25 coins.",
            "Giving up: a goal costs 100 XP and 1 coin, a habit costs 1 coin.",
          ],
        },
        {
          type: "p",
          text: "Your XP and coins never go below zero. The guide lists every event, its reward and the exact rules.",
        },
        { type: "link", text: "Read the guide to the rules", href: "/docs/" },
      ],
    },
    {
      id: "what-are-coins-for",
      heading: "What are coins for?",
      blocks: [
        {
          type: "p",
          text: "You spend coins in the Market. There you can create your own rewards, such as an evening off or a treat, set their price in coins, and buy them when you have earned them. You can also buy streak freezes, which protect your streak on a day you miss. You can hold at most 2 streak freezes at a time.",
        },
        {
          type: "p",
          text: "Coins are game rewards only. They cannot be bought with money or exchanged for money.",
        },
      ],
    },
    {
      id: "how-do-streaks-work",
      heading: "How do streaks work?",
      blocks: [
        {
          type: "p",
          text: "Your streak is the number of days in a row on which your XP reached your daily target. Today counts as soon as you meet the target; until then, today simply does not count yet, and your streak is not broken.",
        },
        {
          type: "p",
          text: "A day that ends without meeting the target breaks the streak, unless you hold a streak freeze. In that case one freeze is used up automatically for the missed day, and your streak continues. A frozen day keeps the streak alive, but it does not add to it.",
        },
        {
          type: "p",
          text: "By default a new day starts at midnight UTC, which may not be midnight where you live. In Settings, under Your day, choose your time zone and the hour your day starts (up to 6 am). Each action keeps the day it counted for, so changing it, or travelling, never moves your past days.",
        },
      ],
    },
    {
      id: "what-is-momentum-score",
      heading: "What is momentum?",
      blocks: [
        {
          type: "p",
          text: "Momentum, shown as XP per day, is your average XP on your active days, rounded down. Only days on which you earned some XP count, so a day off does not drag your average down. It shows how much you usually get done when you show up.",
        },
      ],
    },
    {
      id: "what-is-the-daily-target",
      heading: "What is the daily target?",
      blocks: [
        {
          type: "p",
          text: "The daily target is how much XP a day must reach to count toward your streak. It starts at 10 XP, and you can change it in Settings whenever you like. The progress bar shows how close you are today, with a label that goes from Nothing through Bad, Meh, OK, Good and Great to Awesome!",
        },
        {
          type: "p",
          text: "Each habit also has its own daily target, the number of times you want to do it each day. Meeting a habit's target earns its daily-check bonus.",
        },
      ],
    },
    {
      id: "how-do-i-track-km-minutes-or-pages",
      heading: "How do I track kilometres, minutes or pages?",
      blocks: [
        {
          type: "p",
          text: 'Make the habit a measure: in New habit, choose Measure, give it a unit (km, min, pages, cups) and a target, at least ("At least 5 km a day") or at most ("At most 2 cups a day"). Its card then has an Add field that takes values with up to two decimals, and an Undo for the last one. An at-least day is met when its total reaches the target; an at-most day is met when it ends within the limit, so that bonus arrives the next day. A habit stays a count or a measure: to switch, make a new one.',
        },
        { type: "link", text: "Measured habits in the guide", href: "/docs/#measures" },
      ],
    },
    {
      id: "how-do-i-fix-skip-or-note-a-past-day",
      heading: "How do I fix, skip or add a note to a past day?",
      blocks: [
        {
          type: "p",
          text: "Open the habit's page (its title on its card) and pick the day in the calendar. You can set that day's count or total, skip it, and write a note of up to 500 characters. Within the two days before today a fixed count earns what it would have that day, so yesterday's forgotten entry keeps your streak; an older day's history, streaks and strength change, but it earns no XP or coins. Skips and notes never earn anything, and notes are never shown to anyone else.",
        },
        { type: "link", text: "Notes in the guide", href: "/docs/#notes" },
      ],
    },
    {
      id: "what-happens-when-i-undo-after-reaching-a-target",
      heading: "What happens when I press −1 after reaching a habit's target?",
      blocks: [
        {
          type: "p",
          text: "If today's count drops back below the habit's daily target, the daily-check bonus for that habit is rolled back, along with its 5 XP. Nothing is lost for good: when you reach the target again, you can earn the bonus again, once per day. The −1 button is disabled when today's count is already 0.",
        },
      ],
    },
    {
      id: "what-does-premium-unlock",
      heading: "What does Premium unlock?",
      blocks: [
        {
          type: "p",
          text: "Premium unlocks the News Feed, a timeline of your own activity: every check-in, bonus and milestone with the XP and coins it earned, newest first. Premium cannot be bought yet. The demo account is Premium, so you can try every feature there.",
        },
        { type: "link", text: "Compare the tiers", href: "/premium" },
      ],
    },
    {
      id: "how-do-i-sign-in",
      heading: "How do I sign in?",
      blocks: [
        {
          type: "p",
          text: "Sign in with your Google, Discord or Twitter/X account. We never see your password. Your username is taken from your handle or name the first time, and you can change it later in your profile. If you just want to look around, try the demo: it needs no account.",
        },
        { type: "link", text: "Get started", href: "/get-started" },
      ],
    },
    {
      id: "how-do-i-move-my-data-to-another-device",
      heading: "How do I move my data to another device?",
      blocks: [
        {
          type: "p",
          text: "Sign in with the same account on the new device: your data comes from the server and stays in step on both devices from then on. Where the server does not sync, a backup file moves it:",
        },
        {
          type: "list",
          items: [
            "On the old device, open Settings and export a backup. This saves one file with all your data.",
            "Copy that file to the new device.",
            "On the new device, sign in with the same account, open Settings and import the file.",
          ],
        },
        {
          type: "p",
          text: "The import checks the whole file first. If anything in it is damaged, nothing is changed. An account that syncs is not restored from a file: the server keeps its history and would put it back at the next sync, so Settings says so and changes nothing.",
        },
      ],
    },
    {
      id: "how-do-i-bring-my-history-from-another-app",
      heading: "How do I bring my history from Loop Habit Tracker or Habitica?",
      blocks: [
        {
          type: "p",
          text: "Export it from the other app, then open Settings → Other habit apps → Import from another app… and choose the file. Where the export is:",
        },
        {
          type: "list",
          items: [
            "Loop Habit Tracker: in Loop, open Settings and choose Export as CSV (a .zip) or Export full backup (a .db). Either works.",
            "Habitica: on habitica.com, open Settings → Site Data, and under Data Export download your user data as JSON (userdata.json).",
          ],
        },
        {
          type: "p",
          text: "Before anything changes you see every habit: its schedule, kind, dates, days done, skips and notes, and what maps only approximately or is left out (Loop's days it filled in by itself, Habitica's to-dos and rewards). Untick what you do not want, then Import. Imported days are your own history on your pages, streaks and strength, but they earn no XP or coins and never count on public pages. Today is not imported: count it here. The same file cannot be imported twice, and Settings can undo the whole import as long as you have not changed its habits since.",
        },
      ],
    },
    {
      id: "can-i-take-my-habits-to-loop-habit-tracker",
      heading: "Can I take my habits to Loop Habit Tracker?",
      blocks: [
        {
          type: "p",
          text: "Yes. Open Settings → Other habit apps. Each habit goes with its schedule (as Loop's \"N times in D days\"), its kind, unit and target, whether you gave it up, and every day's check or value, skip and note. XP, coins, goals and the Market have no place in Loop: they stay in Momentum and in your backup.",
        },
        {
          type: "list",
          items: [
            "Download a backup Loop can import: a .db file. Put it on your phone, then in Loop open Settings → Import data and choose it. Downloading it again later and importing it once more updates the same habits in Loop instead of adding copies.",
            "Download for Loop Habit Tracker: a zip in the format of Loop's own CSV export, which spreadsheets open too.",
          ],
        },
      ],
    },
    {
      id: "how-do-i-delete-my-data",
      heading: "How do I delete my data?",
      blocks: [
        {
          type: "p",
          text: "There are two copies to delete. On the server: Settings → Your data on the server → Delete removes your account and everything the server keeps about you, and signs you out on every device. On a device: Settings → Erase all local data (or sign out and choose Remove, or clear this site's data in your browser). Erasing only a device's copy leaves the server's, and signing in again brings it back. Export a backup first if you might want it, and delete backup files you no longer need. To remove Momentum from your sign-in account as well, revoke its access in your Google, Discord or Twitter/X settings.",
        },
        { type: "link", text: "Privacy Policy", href: "/legal/privacy-policy" },
      ],
    },
    {
      id: "what-happens-when-i-delete-or-give-up",
      heading: "What happens when I delete a habit or give up on a goal?",
      blocks: [
        {
          type: "p",
          text: "It leaves your home lists and moves to the Archive, together with your completed goals. Giving up has a small cost, shown in the rewards above. A goal you have already reached cannot be given up, and deleting it costs nothing.",
        },
      ],
    },
    {
      id: "how-do-i-report-a-problem",
      heading: "How do I report a problem or contact you?",
      blocks: [
        {
          type: "p",
          text: "Report bugs and ideas on GitHub, or talk to us on our Discord server. Tell us what you did, what you expected, what happened instead, and which browser you use. Please do not post your backup file publicly: it contains your data. To report someone else's content, use Report in the menu of their habit or goal.",
        },
        { type: "link", text: "Report an issue on GitHub", href: "https://github.com/momentum", external: true },
        { type: "link", text: "Chat with us on Discord", href: "https://discord.gg/momentum", external: true },
        { type: "link", text: "All our channels", href: "/legal/company" },
      ],
    },
  ],
};
