/**
 * Communities shipped with the app (/community/ and /community/{id}). Pure data:
 * each one has its own house rules in the spirit of the Community Rules
 * (/legal/community-rules) and suggests templates from the explore catalogue.
 */
export type Community = {
  /** Kebab-case, used in /community/{id}. */
  id: string;
  name: string;
  emoji: string;
  tagline: string;
  /** Two or three sentences. */
  description: string;
  /** Four to six house rules. */
  rules: string[];
  /** Habit template ids from the explore catalogue. */
  suggestedHabitIds: string[];
  /** Goal template ids from the explore catalogue. */
  suggestedGoalIds: string[];
};

export const COMMUNITIES: readonly Community[] = [
  {
    id: "running",
    name: "Runners' Club",
    emoji: "🏃",
    tagline: "From first 5K to marathon, one run at a time.",
    description:
      "A home for runners of every pace. Share your training weeks, ask about shoes and stretches, and cheer each other across the finish line. Walk breaks are welcome here.",
    rules: [
      "Every pace is a good pace: never mock someone's distance, time or walk breaks.",
      "Log only the runs you actually ran. Padding your numbers helps no one, least of all you.",
      "Share your route without the start and end points: keep your home address private.",
      "Give training tips, not medical advice. For pain or injury, point people to a professional.",
      "Celebrate race results without bragging or putting others down.",
    ],
    suggestedHabitIds: ["go-for-a-run", "stretch", "drink-water", "sleep-on-time"],
    suggestedGoalIds: ["run-your-first-5k", "hydrate-and-move"],
  },
  {
    id: "reading",
    name: "Book Nook",
    emoji: "📚",
    tagline: "Ten pages a day, a shelf full by the end of the year.",
    description:
      "For anyone who wants to read more, whatever they read. Swap recommendations, share your favourite passages and keep each other turning pages.",
    rules: [
      "All books are welcome: no snobbery about genres, audiobooks or reading speed.",
      "Mark spoilers clearly and give people a chance to catch up.",
      "Discuss the book, not the person who liked or disliked it.",
      "Count the pages you really read; honest logs make honest progress.",
      "No pirated copies or links to them: support authors and libraries.",
    ],
    suggestedHabitIds: ["read-pages", "journal", "screen-free-evening"],
    suggestedGoalIds: ["finish-a-book"],
  },
  {
    id: "mindfulness",
    name: "Calm Corner",
    emoji: "🧘",
    tagline: "A few quiet minutes a day, together.",
    description:
      "A gentle space for meditation, breathing and journaling practice. Beginners and long-time practitioners share what helps them slow down and stay present.",
    rules: [
      "Keep the tone calm and kind; this is a place to unwind, not to argue.",
      "There is no single right way to practise: respect other traditions and apps.",
      "Share only what you are comfortable sharing, and keep others' stories confidential.",
      "Peer support is not therapy. If someone is in crisis, encourage them to seek professional help.",
      "No selling courses, retreats or products without the moderators' permission.",
    ],
    suggestedHabitIds: ["meditate", "breathing-break", "gratitude", "journal"],
    suggestedGoalIds: ["thirty-days-of-calm", "evening-wind-down"],
  },
  {
    id: "language-learning",
    name: "Polyglot Café",
    emoji: "🗣️",
    tagline: "Learn a language a few words at a time.",
    description:
      "Learners of every language meet here to practise, share resources and find study buddies. Mistakes are how we learn, so make plenty of them.",
    rules: [
      "Correct mistakes only when asked, and always gently.",
      "Never laugh at an accent, a typo or a beginner's question.",
      "Stay curious about other cultures: no stereotypes or mocking of any language or people.",
      "Meet language partners inside the community first; do not share phone numbers or addresses publicly.",
      "Do your own exercises: posting someone else's answers as yours is cheating yourself.",
    ],
    suggestedHabitIds: ["learn-new-words", "language-lesson", "review-flashcards"],
    suggestedGoalIds: ["language-basics"],
  },
  {
    id: "coding",
    name: "Code Daily",
    emoji: "💻",
    tagline: "Thirty minutes of code a day, every day.",
    description:
      "For people learning to code and developers keeping their skills sharp. Share what you built, ask for help when you are stuck and help the next person in turn.",
    rules: [
      "There are no stupid questions: answer beginners patiently and without gatekeeping.",
      "Review code, not people. Keep feedback specific and constructive.",
      "Never post API keys, passwords, tokens or private company code.",
      "No scripts or bots to fake streaks or spam the community.",
      "Language and framework wars stay out: use what works for you and let others do the same.",
      "Credit others' code and respect its licence.",
    ],
    suggestedHabitIds: ["code-for-30-minutes", "solve-coding-exercise", "focus-session", "review-flashcards"],
    suggestedGoalIds: ["thirty-days-of-code", "deep-work-habit"],
  },
  {
    id: "healthy-eating",
    name: "Green Plate",
    emoji: "🥗",
    tagline: "More plants, more home cooking, no guilt.",
    description:
      "Share simple recipes, meal-prep ideas and small wins on the way to eating better. No strict diets, just food habits that last.",
    rules: [
      "No food shaming: respect every diet, budget, culture and body.",
      "Share what works for you, not medical or nutrition prescriptions; refer people to a professional.",
      "No weight-loss products, supplements or affiliate links.",
      "Keep photos and stories about your food, not about other people's bodies.",
      "Be honest in your own logs; a missed day is part of the journey.",
    ],
    suggestedHabitIds: ["eat-vegetables", "eat-fruit", "cook-at-home", "skip-sugary-drinks", "drink-water"],
    suggestedGoalIds: ["eat-the-rainbow", "home-cook-month"],
  },
  {
    id: "saving-money",
    name: "Savers' Circle",
    emoji: "💰",
    tagline: "Small savings, big peace of mind.",
    description:
      "Budgeting tips, frugal wins and honest talk about money habits. Whatever your income, everyone is here to spend with intention and save a little more.",
    rules: [
      "Never share account numbers, card details, balances or screenshots of your banking app.",
      "Respect every income and situation: no judging how others spend or save.",
      "Share experiences, not investment advice; no get-rich-quick schemes or referral links.",
      "Keep money talk free of politics and blame.",
      "Report scams and phishing attempts to the moderators straight away.",
    ],
    suggestedHabitIds: ["log-spending", "no-impulse-buys", "save-something", "pack-lunch", "learn-about-money"],
    suggestedGoalIds: ["know-your-spending", "savings-kick-start"],
  },
];

const BY_ID = new Map(COMMUNITIES.map((community) => [community.id, community] as const));

export function findCommunity(id: string): Community | undefined {
  return BY_ID.get(id);
}
