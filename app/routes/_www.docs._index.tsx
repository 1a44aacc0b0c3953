import { Badge, Box, Heading, Link, List, Stack, Table, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { ContentColumn } from "~/components/content-page";
import { pageMeta } from "~/components/page-meta";
import { TableHead } from "~/components/table-head";
import { DAILY_LABELS, type DailyLabel } from "~/game/daily-progress";
import { INITIAL_DAILY_TARGET, LIMITS, MARKET, NOTE_MAX } from "~/game/constants";
import { MAX_DAY_START_HOUR, UTC_DAY_RULE } from "~/game/day";
import { MEASURE_LIMITS } from "~/game/measure";
import { MARKET_REWARD_ROWS, REWARD_ROWS, type Reward } from "~/game/rewards";
import { PageIntro } from "~/components/page-intro";
import { DAILY_TARGET_RULE, SMALL_GOAL_RULE } from "~/content/game-rules-text";

export const meta: MetaFunction = () =>
  pageMeta(
    "How Momentum works",
    "The rules of the game: XP and coin rewards for every action, streaks, momentum and the daily progress labels.",
  );

function RewardCell({ reward }: { reward: Reward | null }) {
  if (!reward) return <Text color="fg.muted">n/a</Text>;
  return (
    <Text fontVariantNumeric="tabular-nums">
      {reward.xp} XP / {reward.coins} coins
    </Text>
  );
}

/** What each Market event does (ADR 0007); its reward comes from MARKET_REWARD_ROWS. */
const MARKET_EVENT_TEXT: Record<(typeof MARKET_REWARD_ROWS)[number]["event"], string> = {
  REWARD_CREATE: "You add a reward of your own to the shop, with a title and a price in coins.",
  REWARD_REDEEM: "You treat yourself: the reward's price is taken from your coins.",
  REWARD_DELETE: "You take a reward out of the shop. Past redeems stay in your history.",
  FREEZE_BUY: "You buy a streak freeze.",
  FREEZE_USE: "A streak freeze you hold covers a day you missed. Nobody clicks this: the daily refresh does it.",
};

function MarketRewardCell({ reward }: { reward: Reward | "price" }) {
  return (
    <Text fontVariantNumeric="tabular-nums">
      {reward === "price" ? "0 XP / −price coins" : `${reward.xp} XP / ${reward.coins} coins`}
    </Text>
  );
}

function range(label: DailyLabel): string {
  if (label.to === 0) return "0 %";
  if (label.from === 0) return `above 0 to under ${label.to} %`;
  return label.to === null ? `${label.from} % and above` : `${label.from} to under ${label.to} %`;
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <Box as="section">
      <Heading as="h2" id={id} size="xl" mb="3">
        {title}
      </Heading>
      <Stack gap="3">{children}</Stack>
    </Box>
  );
}

export default function DocsPage() {
  return (
    <ContentColumn>
      <PageIntro
        emoji="📘"
        title="How Momentum works"
        subtitle="The rules of the game, in one page. Every number here comes straight from the code that keeps score."
        mb="10"
      />
      <Stack gap="10">
        <Section id="habits-and-goals" title="Habits and goals">
          <Text>
            A <strong>habit</strong> is a daily counter with a daily target: tap +1 each time you do it, −1 to fix a
            mistake. A <strong>goal</strong> is made of habits and has an XP target; the XP those habits earn after they
            join the goal fills its progress bar.
          </Text>
          <Text>
            Every action is saved as a <strong>commit record</strong> with its reward. Nothing is ever edited: undoing
            something adds a record whose event starts with <code>ROLLBACK_</code> and whose reward is the negative of
            what the original took.
          </Text>
          <Text>
            Changed your mind? The message after a new habit or goal, a give-up or delete, or a +1 that reaches your
            daily target has an <strong>Undo</strong> button. It takes back exactly what that action did, XP and coins
            included (a delete that found no coins to take gives none back), as long as nothing else has happened since
            and the day is the same. A +1 or −1 is undone by the card&rsquo;s other button.
          </Text>
        </Section>

        <Section id="schedules" title="Schedules">
          <Text>
            A habit does not have to be daily. In its editor, <strong>How often</strong> can be every day (the default),
            on chosen days of the week, a number of days a week or a month (any days: weeks start on Monday), or every
            few days. The editor reads your choice back in words, such as &ldquo;Mon, Wed and Fri&rdquo; or &ldquo;3
            days a week, any days&rdquo;.
          </Text>
          <Text>
            You can count a habit on any day, and each +1 earns what it always does. The <code>DAILYCHECK</code> bonus
            comes on the days the schedule asks for: on its chosen days, every few days, or on the first N days you meet
            the target in a week or month. The card tells you what today is (&ldquo;Due today&rdquo;, &ldquo;Not today
            (still counts)&rdquo; or &ldquo;2 of 3 this week&rdquo;), and the week strip marks the days it did not ask
            for.
          </Text>
          <Text>
            A new schedule applies from today on; the days before keep the one they had. Your streak and your days met
            still follow your daily XP target, whatever your habits&apos; schedules.
          </Text>
          <Text>
            Can&apos;t do a habit today, or forgot to say so yesterday? <strong>Skip</strong> the day from the
            habit&apos;s menu (today or yesterday), or any earlier day from the calendar on the habit&apos;s page. A
            skipped day earns and costs nothing, and the habit shows it as skipped rather than missed; undo it the same
            way. Your public profile steps over a skip only when it reached the server within two days after that day:
            skipping last month&apos;s misses mends your own streak, not the one others see.
          </Text>
          <Text>
            A habit&apos;s title on its card opens its own page: its current and best streak (in days, or in weeks or
            months for a number of days a week or a month), its <strong>strength</strong> (it grows with each day done
            and fades slowly with each miss, so one missed day after a long run costs little), a calendar of its months
            that the arrow keys, Home, End, Page Up and Page Down move through, and what it did month by month. Skip
            works from the calendar too.
          </Text>
          <Text>
            Going away? Plan a <strong>vacation</strong> in Settings, from tomorrow on, for up to a year. On its days
            your habits ask for nothing (their cards say &ldquo;On vacation&rdquo; and their calendars show the days as
            skipped), no daily bonus is paid, and your streak is kept through them without counting them as met. You can
            cancel it before it starts, or end it early: today then counts as an ordinary day again. A day already
            missed is not a vacation; a streak freeze from the Market covers that. Home reminds you of a vacation
            planned and says when you are on one. Your public profile keeps the streak through a vacation only when the
            plan reached the server before its days went by (up to two days after each): plan it while online.
          </Text>
        </Section>

        <Section id="measures" title="Measured habits">
          <Text>
            Some habits are an amount rather than a number of times. A habit can be <strong>measured</strong> in a unit
            of your own (km, pages, minutes, up to {MEASURE_LIMITS.unit} characters), with a target of{" "}
            <strong>at least</strong> so much a day (&ldquo;At least 5 km a day&rdquo;) or <strong>at most</strong> so
            much (&ldquo;At most 2 coffees a day&rdquo;). A habit stays a count or a measure: to switch, make a new one.
          </Text>
          <Text>
            Log each value as you go, with up to two decimals. Each value earns what a +1 earns, whatever its size, and
            taking one back costs what a −1 costs. An at-least day is met once its total reaches the target; an at-most
            day is met when it ends within the limit, so its daily bonus comes when the day is over. The habit&rsquo;s
            page, the feed and your Life page show the values in your unit (&ldquo;+2.5 km&rdquo;), and a public
            measured habit shows its target and today&rsquo;s total (&ldquo;3.5 of 5 km&rdquo;). Fixing a past day of a
            measured habit sets that day&rsquo;s total in its unit.
          </Text>
        </Section>

        <Section id="past-days" title="Fixing a past day">
          <Text>
            Forgot to count last night? On a habit&rsquo;s page, pick the day in its calendar and set its count. Within
            the two days before today, the change counts as if you had made it that day: its XP and the daily bonus
            included, so yesterday&rsquo;s forgotten entry can keep your streak. An older day can be fixed too, and its
            history, streaks and strength follow, but it earns no XP or coins and never changes your overall streak. The
            page tells you which of the two it is before you save.
          </Text>
        </Section>

        <Section id="notes" title="Notes on a day">
          <Text>
            Each habit can hold a note for each day, up to {NOTE_MAX} characters: how the run went, why a day was
            skipped. Pick the day in the calendar on the habit&apos;s page and write it; links, @mentions and emoji show
            as they do in descriptions. A note earns nothing and changes no streak. The notes are listed under the
            calendar, in your feed and in your backup, and your Life page counts them per habit.
          </Text>
          <Text>
            Notes are only ever yours: nobody else sees them, not even on a habit you made public, and there is no
            switch to publish one.
          </Text>
        </Section>

        <Section id="rewards" title="Rewards">
          <Text>What each event earns, for goals and for habits.</Text>
          <Table.Root size="sm" variant="outline" aria-labelledby="rewards">
            <TableHead columns={["Event", "Goal", "Habit"]} />
            <Table.Body>
              {REWARD_ROWS.map((row) => (
                <Table.Row key={row.event}>
                  <Table.Cell>
                    <code>{row.event}</code>
                  </Table.Cell>
                  <Table.Cell>
                    <RewardCell reward={row.Goal} />
                  </Table.Cell>
                  <Table.Cell>
                    <RewardCell reward={row.Habit} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <List.Root ps="5" gap="1.5">
            <List.Item>
              <code>DAILYCHECK</code> is earned once a day per habit when today&apos;s count reaches its daily target,
              on the days its <Link href="#schedules">schedule</Link> asks for. If a −1 takes it back below, the bonus
              is rolled back, and it can be earned again the same day.
            </List.Item>
            <List.Item>
              Goal milestones fire once each, in order: <code>PROGRESS_BEGIN</code> above 0 %,{" "}
              <code>PROGRESS_HALFWAY</code> at 50 %, <code>PROGRESS_ALMOST</code> at 80 % and <code>PROGRESS_DONE</code>{" "}
              at 100 %, together with <code>REACH</code>, which completes the goal.
            </List.Item>
            <List.Item id="small-goals">
              A goal needs at least one habit. {SMALL_GOAL_RULE} Its milestone records say why, with{" "}
              <code>reason: small_goal</code>; records written before this rule keep their rewards.
            </List.Item>
            <List.Item>Your XP and coin balances never go below 0.</List.Item>
          </List.Root>
        </Section>

        <Section id="daily-target" title="Daily target and progress">
          <Text>
            Your daily XP target starts at {INITIAL_DAILY_TARGET} XP and is yours to change in Settings.{" "}
            {DAILY_TARGET_RULE} A day starts at midnight UTC unless you choose your own day (see{" "}
            <Link href="#your-day">Your day</Link>). Today&apos;s progress is today&apos;s XP divided by the target, and
            it is labelled like this:
          </Text>
          <Table.Root size="sm" variant="outline">
            <TableHead columns={["Progress", "Label"]} />
            <Table.Body>
              {DAILY_LABELS.map((label) => (
                <Table.Row key={label.label}>
                  <Table.Cell>{range(label)}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={label.color} variant="subtle">
                      {label.label}
                    </Badge>
                    {label.barText ? (
                      <Text as="span" ms="2" fontSize="xs" color="fg.muted">
                        (bar shows “{label.barText}”)
                      </Text>
                    ) : null}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Section>
        <Section id="your-day" title="Your day">
          <Text>
            By default a day runs from midnight to midnight {UTC_DAY_RULE.timeZone}, which may not be midnight where you
            live. In Settings, under <strong>Your day</strong>, choose your time zone and the hour your day starts, from
            midnight to {MAX_DAY_START_HOUR}:00 am: with 3 am, a count at 1 am still goes to the day before.
            Today&apos;s count, the daily check, your streak, momentum, the week strip and your year on /life all follow
            it, and the new day begins at your boundary. When this device&apos;s zone is not your day&apos;s, home
            offers to switch once.
          </Text>
          <Text>
            Every action remembers the day it counted for, so changing the setting never moves past days. A change
            applies from the moment you make it, and your days never go backwards: fly west and today lasts until your
            new clock reaches tomorrow; fly east and any day you jump over is bridged, so it neither breaks your streak
            nor counts as met (a day you had already met still counts). On a daylight saving night your day is an hour
            longer or shorter, like your clock&apos;s. Times in your feed and Market history are shown in your
            day&apos;s time zone, which is named next to them, and your feed lists them under the day each counted for
            (Today, Yesterday, then dates).
          </Text>
        </Section>

        <Section id="streak" title="Streak">
          <Text>
            Your streak is the number of days in a row on which your XP reached the daily target. Today joins the streak
            as soon as you reach the target; a day not met yet does not break it. A streak freeze from the Market covers
            one missed day.
          </Text>
        </Section>

        <Section id="momentum" title="Momentum">
          <Text>
            Momentum is your average XP per active day: the XP of every day on which you earned any, today included,
            averaged and rounded down. Days with no XP are left out, so a break does not drag it down.
          </Text>
        </Section>

        <Section id="market" title="Market">
          <Text>
            Coins are for spending. In the Market you create rewards of your own, each with a price of {MARKET.priceMin}{" "}
            to {MARKET.priceMax.toLocaleString("en-US")} coins and a title of up to {MARKET.rewardTitle} characters, and
            redeem them when you have the coins. A purchase never takes your coins below 0: with too few coins it is
            refused, and nothing changes.
          </Text>
          <Text>
            The Market also sells <strong>streak freezes</strong> for {MARKET.freezePrice} coins each; you can hold up
            to {MARKET.maxFreezes}. When the daily refresh finds days you missed right before today, and the freezes you
            hold are enough to cover all of them, it uses one per missed day so your streak survives. A frozen day keeps
            the streak going but does not count as a met day. If the gap is longer than your freezes, none is spent.
          </Text>
          <Text>
            Every Market action is a commit record of kind <code>Market</code>, kept in the log like everything else:
          </Text>
          <Table.Root size="sm" variant="outline" aria-labelledby="market">
            <TableHead columns={["Event", "Reward", "What happens"]} />
            <Table.Body>
              {MARKET_REWARD_ROWS.map((row) => (
                <Table.Row key={row.event}>
                  <Table.Cell>
                    <code>{row.event}</code>
                  </Table.Cell>
                  <Table.Cell>
                    <MarketRewardCell reward={row.reward} />
                  </Table.Cell>
                  <Table.Cell>{MARKET_EVENT_TEXT[row.event]}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Section>

        <Section id="limits" title="Names and limits">
          <List.Root ps="5" gap="1.5">
            <List.Item>
              Usernames have 1 to {LIMITS.username} letters, digits, underscores or dots, never starting or ending with
              a separator or using two in a row. Write @username in a description to link a profile.
            </List.Item>
            <List.Item>
              Names have 1 to {LIMITS.name} characters, bios up to {LIMITS.bio}, locations up to {LIMITS.location}.
            </List.Item>
            <List.Item>
              Goal titles have up to {LIMITS.goalTitle} characters and descriptions up to {LIMITS.goalDescription}.
            </List.Item>
          </List.Root>
        </Section>
      </Stack>
    </ContentColumn>
  );
}
