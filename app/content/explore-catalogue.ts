import type { Measure } from "~/game/measure";

/**
 * Ready-made habits and goals for /explore, grouped by theme. Pure data: the
 * route turns a template into a HabitInput / GoalInput (the tests prove every
 * template passes those schemas). Ids are kebab-case and unique across the
 * whole catalogue, habits and goals together, so one id names one template.
 *
 * XP targets: a goal earns about 1 XP per count plus 5 per met daily target of
 * its habits, so a target is sized to be reached in 2 to 8 weeks of steady use.
 */
export type HabitTemplate = {
  id: string;
  /** May start with an emoji. */
  title: string;
  description: string;
  /** A count's clicks a day, or a measure's target in hundredths of its unit (rule 31). */
  dailyTarget: number;
  /** A measured habit's unit and direction (rule 31); absent for a count. */
  measure?: Measure;
};

export type GoalTemplate = {
  id: string;
  title: string;
  description: string;
  xpTarget: number;
  /** Habit templates (anywhere in the catalogue) that the goal is built from. */
  habitIds: string[];
};

export type CatalogueTheme = {
  id: string;
  name: string;
  emoji: string;
  blurb: string;
  habits: HabitTemplate[];
  goals: GoalTemplate[];
};

export const EXPLORE_THEMES: readonly CatalogueTheme[] = [
  {
    id: "health-fitness",
    name: "Health & fitness",
    emoji: "💪",
    blurb: "Move a little more, drink enough, sleep well. Small daily wins add up fast.",
    habits: [
      {
        id: "drink-water",
        title: "💧 Drink a glass of water",
        dailyTarget: 8,
        description: "Tap +1 for every glass. Eight a day keeps you sharp and energised.",
      },
      {
        id: "take-a-walk",
        title: "🚶 Take a 10-minute walk",
        dailyTarget: 3,
        description: "Three short walks a day: after meals is an easy time to fit them in.",
      },
      {
        id: "go-for-a-run",
        title: "🏃 Go for a run",
        dailyTarget: 1,
        description: "Any pace, any distance. Lace up and get out the door, that is the win.",
      },
      {
        id: "run-distance",
        title: "🏃 Run 5 km",
        dailyTarget: 500,
        measure: { unit: "km", direction: "atLeast" },
        description: "Add each run's distance. Two short runs count as much as one long one.",
      },
      {
        id: "stretch",
        title: "🤸 Stretch for 5 minutes",
        dailyTarget: 1,
        description: "Loosen your back, hips and shoulders. Great right after waking up.",
      },
      {
        id: "sleep-on-time",
        title: "😴 Lights out by 11 pm",
        dailyTarget: 1,
        description: "A steady bedtime is the cheapest performance boost there is.",
      },
    ],
    goals: [
      {
        id: "run-your-first-5k",
        title: "🏅 Run your first 5K",
        description: "Run three or four times a week and stretch every day. In about eight weeks 5 km feels easy.",
        xpTarget: 450,
        habitIds: ["go-for-a-run", "stretch"],
      },
      {
        id: "hydrate-and-move",
        title: "🌊 Hydrate and move for a month",
        description: "Eight glasses of water and three short walks a day for four weeks. Feel the difference.",
        xpTarget: 550,
        habitIds: ["drink-water", "take-a-walk"],
      },
    ],
  },
  {
    id: "eat-well",
    name: "Eat well",
    emoji: "🥗",
    blurb: "Simple food habits, no strict diet: more plants, more home cooking, fewer sugary drinks.",
    habits: [
      {
        id: "eat-vegetables",
        title: "🥦 Eat a portion of vegetables",
        dailyTarget: 4,
        description: "A handful counts as one portion. Tap +1 each time and aim for four.",
      },
      {
        id: "eat-fruit",
        title: "🍎 Eat a piece of fruit",
        dailyTarget: 2,
        description: "An easy snack swap: fruit instead of biscuits, twice a day.",
      },
      {
        id: "coffee-limit",
        title: "☕ Two coffees at most",
        dailyTarget: 200,
        measure: { unit: "cups", direction: "atMost" },
        description: "Add each cup. A day that ends within the limit counts, a day with none included.",
      },
      {
        id: "cook-at-home",
        title: "🍳 Cook a meal at home",
        dailyTarget: 1,
        description: "Simple counts. Home-cooked food is cheaper and you know what is in it.",
      },
      {
        id: "skip-sugary-drinks",
        title: "🚫 Skip sugary drinks",
        dailyTarget: 1,
        description: "Check this in the evening if the day went by without soda or sweet coffee drinks.",
      },
      {
        id: "mindful-meal",
        title: "🍽️ Eat one meal without screens",
        dailyTarget: 1,
        description: "Sit down, slow down and taste your food. You will notice when you are full.",
      },
    ],
    goals: [
      {
        id: "eat-the-rainbow",
        title: "🌈 Eat the rainbow for 4 weeks",
        description: "Four portions of vegetables and two pieces of fruit a day, every day for a month.",
        xpTarget: 450,
        habitIds: ["eat-vegetables", "eat-fruit"],
      },
      {
        id: "home-cook-month",
        title: "👩‍🍳 Home cook month",
        description: "Cook at home and skip sugary drinks for 30 days. Your wallet will thank you too.",
        xpTarget: 350,
        habitIds: ["cook-at-home", "skip-sugary-drinks"],
      },
    ],
  },
  {
    id: "mind-calm",
    name: "Mind & calm",
    emoji: "🧘",
    blurb: "A few quiet minutes a day for a clearer head and a calmer evening.",
    habits: [
      {
        id: "meditate",
        title: "🧘 Meditate for 10 minutes",
        dailyTarget: 1,
        description: "Sit, breathe, notice. A guided session is perfectly fine.",
      },
      {
        id: "breathing-break",
        title: "🌬️ Take a breathing break",
        dailyTarget: 3,
        description: "One minute of slow box breathing: in for 4, hold 4, out 4, hold 4.",
      },
      {
        id: "gratitude",
        title: "🙏 Note something you are grateful for",
        dailyTarget: 3,
        description: "Three small things a day. Tap +1 for each one you write down.",
      },
      {
        id: "journal",
        title: "📓 Journal one page",
        dailyTarget: 1,
        description: "Empty your head onto paper. No rules, no one else reads it.",
      },
      {
        id: "screen-free-evening",
        title: "📵 Screen-free hour before bed",
        dailyTarget: 1,
        description: "Swap the phone for a book, a bath or a chat. Sleep comes easier.",
      },
    ],
    goals: [
      {
        id: "thirty-days-of-calm",
        title: "🌿 30 days of calm",
        description: "Meditate daily and take three breathing breaks a day for a month.",
        xpTarget: 400,
        habitIds: ["meditate", "breathing-break"],
      },
      {
        id: "evening-wind-down",
        title: "🌙 Evening wind-down",
        description: "Journal, count your blessings and keep the last hour screen-free for three weeks.",
        xpTarget: 400,
        habitIds: ["journal", "gratitude", "screen-free-evening"],
      },
    ],
  },
  {
    id: "learning",
    name: "Learning",
    emoji: "📚",
    blurb: "Read more and pick up a new language, one small session at a time.",
    habits: [
      {
        id: "read-pages",
        title: "📖 Read 10 pages",
        dailyTarget: 10,
        description: "Tap +1 for every page. Ten a day is about a book a month.",
      },
      {
        id: "read-minutes",
        title: "⏱️ Read for 20 minutes",
        dailyTarget: 2000,
        measure: { unit: "min", direction: "atLeast" },
        description: "Add the minutes of each sitting. Ten on the bus and ten in bed make twenty.",
      },
      {
        id: "learn-new-words",
        title: "🗣️ Learn 5 new words",
        dailyTarget: 5,
        description: "Words in the language you are learning. Say each one out loud in a sentence.",
      },
      {
        id: "language-lesson",
        title: "🌍 Do a 15-minute language lesson",
        dailyTarget: 1,
        description: "An app lesson, a textbook chapter or a conversation. Just show up.",
      },
      {
        id: "review-flashcards",
        title: "🃏 Review your flashcards",
        dailyTarget: 1,
        description: "Spaced repetition works: a short review each day beats cramming.",
      },
    ],
    goals: [
      {
        id: "finish-a-book",
        title: "📕 Finish a book this month",
        description: "Ten pages a day gets you through a 300-page book in about 30 days.",
        xpTarget: 450,
        habitIds: ["read-pages"],
      },
      {
        id: "language-basics",
        title: "🧳 Language basics in 6 weeks",
        description: "New words and a short lesson every day. Enough to order food and chat about the weather.",
        xpTarget: 600,
        habitIds: ["learn-new-words", "language-lesson"],
      },
    ],
  },
  {
    id: "create-code",
    name: "Create & code",
    emoji: "🛠️",
    blurb: "Make things: write, draw, play or build software. Practice beats talent.",
    habits: [
      {
        id: "code-for-30-minutes",
        title: "💻 Code for 30 minutes",
        dailyTarget: 1,
        description: "Follow a course, build something small or fix a bug. Keep the streak going.",
      },
      {
        id: "solve-coding-exercise",
        title: "🧩 Solve a coding exercise",
        dailyTarget: 1,
        description: "One kata or puzzle a day keeps your problem-solving sharp.",
      },
      {
        id: "write-500-words",
        title: "✍️ Write 500 words",
        dailyTarget: 5,
        description: "Tap +1 per 100 words. Drafts count, editing comes later.",
      },
      {
        id: "sketch",
        title: "✏️ Sketch for 15 minutes",
        dailyTarget: 1,
        description: "Draw whatever is in front of you. Quantity first, quality follows.",
      },
      {
        id: "practise-instrument",
        title: "🎸 Practise an instrument for 20 minutes",
        dailyTarget: 1,
        description: "Scales, a tricky passage or a new song. Little and often wins.",
      },
    ],
    goals: [
      {
        id: "thirty-days-of-code",
        title: "🚀 30 days of code",
        description: "Code half an hour and solve one exercise a day. Ship a small project by the end.",
        xpTarget: 350,
        habitIds: ["code-for-30-minutes", "solve-coding-exercise"],
      },
      {
        id: "write-a-short-story",
        title: "📜 Write a short story",
        description: "500 words a day for a month: a finished first draft of about 15,000 words.",
        xpTarget: 300,
        habitIds: ["write-500-words"],
      },
    ],
  },
  {
    id: "productivity",
    name: "Productivity",
    emoji: "⚡",
    blurb: "Focus on what matters and end each day with a plan for the next.",
    habits: [
      {
        id: "focus-session",
        title: "🎯 Do a 25-minute focus session",
        dailyTarget: 4,
        description: "One task, no notifications, timer on. Tap +1 per session.",
      },
      {
        id: "plan-tomorrow",
        title: "🗒️ Plan tomorrow tonight",
        dailyTarget: 1,
        description: "Write down your top three tasks before you stop for the day.",
      },
      {
        id: "clear-inbox",
        title: "📥 Clear your inbox",
        dailyTarget: 1,
        description: "Reply, archive or schedule every message. Ten minutes, once a day.",
      },
      {
        id: "ten-minute-tidy",
        title: "🧹 Ten-minute tidy",
        dailyTarget: 1,
        description: "Reset your desk or one room. A clear space makes a clear start.",
      },
      {
        id: "phone-free-morning",
        title: "☀️ First hour phone-free",
        dailyTarget: 1,
        description: "Start the day on your own terms before the feeds and messages.",
      },
    ],
    goals: [
      {
        id: "deep-work-habit",
        title: "🧠 Build a deep work habit",
        description: "Four focus sessions a day and a plan every evening, for four weeks.",
        xpTarget: 400,
        habitIds: ["focus-session", "plan-tomorrow"],
      },
      {
        id: "calm-mornings",
        title: "🌅 Calm mornings",
        description: "Three weeks of phone-free first hours and a tidy space to start in.",
        xpTarget: 250,
        habitIds: ["phone-free-morning", "ten-minute-tidy"],
      },
    ],
  },
  {
    id: "relationships",
    name: "Relationships",
    emoji: "💞",
    blurb: "Stay close to the people who matter with small, regular gestures.",
    habits: [
      {
        id: "message-a-friend",
        title: "💬 Message a friend",
        dailyTarget: 1,
        description: "A quick hello, a photo, a memory. It takes a minute and means a lot.",
      },
      {
        id: "call-family",
        title: "📞 Call a family member",
        dailyTarget: 1,
        description: "Hearing a voice beats a text. Even five minutes counts.",
      },
      {
        id: "give-a-compliment",
        title: "😊 Give a sincere compliment",
        dailyTarget: 1,
        description: "Notice something good in someone and say it out loud.",
      },
      {
        id: "act-of-kindness",
        title: "🤝 Do a small act of kindness",
        dailyTarget: 1,
        description: "Hold a door, help a neighbour, share a snack. Small is enough.",
      },
      {
        id: "quality-time",
        title: "🫶 Spend 30 phone-free minutes together",
        dailyTarget: 1,
        description: "With a partner, a friend or your kids. Phones away, full attention.",
      },
    ],
    goals: [
      {
        id: "stay-in-touch",
        title: "📬 Stay in touch for a month",
        description: "A message to a friend and a call home every day for four weeks.",
        xpTarget: 300,
        habitIds: ["message-a-friend", "call-family"],
      },
      {
        id: "kindness-month",
        title: "🌻 Kindness month",
        description: "One act of kindness and one honest compliment a day for 30 days.",
        xpTarget: 350,
        habitIds: ["act-of-kindness", "give-a-compliment"],
      },
    ],
  },
  {
    id: "money",
    name: "Money",
    emoji: "💰",
    blurb: "Know where your money goes and let small savings quietly pile up.",
    habits: [
      {
        id: "log-spending",
        title: "🧾 Log today's spending",
        dailyTarget: 1,
        description: "Write down every purchase of the day. Awareness is the first step.",
      },
      {
        id: "no-impulse-buys",
        title: "🛑 No impulse buys today",
        dailyTarget: 1,
        description: "Wanted something unplanned? Put it on a list and wait 48 hours.",
      },
      {
        id: "save-something",
        title: "🐷 Put a little aside",
        dailyTarget: 1,
        description: "Move even a small amount to savings. The habit matters more than the sum.",
      },
      {
        id: "pack-lunch",
        title: "🥪 Pack your lunch",
        dailyTarget: 1,
        description: "Homemade lunch saves money and is usually healthier too.",
      },
      {
        id: "learn-about-money",
        title: "📈 Read 10 minutes about personal finance",
        dailyTarget: 1,
        description: "Budgeting, saving, investing basics: a little knowledge compounds.",
      },
    ],
    goals: [
      {
        id: "know-your-spending",
        title: "🔍 Know where your money goes",
        description: "Log every purchase and skip impulse buys for four weeks. Then review the list.",
        xpTarget: 300,
        habitIds: ["log-spending", "no-impulse-buys"],
      },
      {
        id: "savings-kick-start",
        title: "🏦 Savings kick-start",
        description: "Six weeks of saving a little and packing lunch. Watch the pot grow.",
        xpTarget: 450,
        habitIds: ["save-something", "pack-lunch"],
      },
    ],
  },
];

// Built once: the catalogue is static, and look-ups run on every /explore render.
const HABITS = new Map(EXPLORE_THEMES.flatMap((theme) => theme.habits.map((habit) => [habit.id, habit] as const)));
const GOALS = new Map(EXPLORE_THEMES.flatMap((theme) => theme.goals.map((goal) => [goal.id, goal] as const)));

export function findHabitTemplate(id: string): HabitTemplate | undefined {
  return HABITS.get(id);
}

export function findGoalTemplate(id: string): GoalTemplate | undefined {
  return GOALS.get(id);
}
