// The static stylesheet (ADR 0017): what it holds, that its classes style elements exactly as
// the Chakra components they replaced, and that the components drawn with it need nothing else.
import { Box, Button, ChakraProvider, Heading, type SystemStyleObject } from "@chakra-ui/react";
import { CacheProvider } from "@emotion/react";
import createEmotionServer from "@emotion/server/create-instance";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ALICE, run, testCtx } from "~test/game";
import { AppLayout } from "~/components/layout/app-layout";
import { GoalCard } from "~/components/home/goal-card";
import { HabitCard } from "~/components/home/habit-card";
import { StatsPanel } from "~/components/home/stats-panel";
import { LineTabs } from "~/components/line-tabs";
import { MessagePage } from "~/components/message-page";
import { PendingIndicator } from "~/components/pending-indicator";
import { SignInRequired } from "~/components/sign-in-required";
import { UserAvatar } from "~/components/user-avatar";
import { DAILY_LABELS, dailyProgress } from "~/game/daily-progress";
import type { User } from "~/game/entity-schemas";
import { weekStrip } from "~/game/habit-stats";
import { emptyWorld } from "~/game/world";
import { Toaster } from "~/toasts/toaster";
import { BRAND_CTA } from "./brand";
import { createEmotionCache } from "./emotion-cache";
import { renderStaticClasses, renderStaticCss } from "./static-css";
import { appStylesheet, APP_SHEETS, publicStylesheet } from "../../scripts/static-sheets";
import { system } from "./system";
import { ThemeProvider } from "./theme-provider";

/** The CSS Chakra inserts at run time for `element`'s own class, with that class renamed `.x`. */
function chakraCss(element: ReactNode): string {
  const cache = createEmotionCache();
  // Made before rendering, as entry.server.tsx does, so styles are collected and not inlined.
  const server = createEmotionServer(cache);
  const html = renderToStaticMarkup(
    <CacheProvider value={cache}>
      <ChakraProvider value={system}>{element}</ChakraProvider>
    </CacheProvider>,
  );
  const className = html.match(/<[a-z0-9]+ [^>]*class="[^"]*\b(css-[a-z0-9]+)\b/)![1]!;
  const { styles } = server.extractCriticalToChunks(html);
  const css = styles.find((chunk) => chunk.ids.includes(className.slice(4)))!.css;
  return css.replaceAll(`.${className}`, ".x").trim();
}

const staticCss = (className: string) =>
  renderStaticClasses(system, [{ x: APP_SHEETS.find((sheet) => sheet[className])![className]! }]).trim();

/** A class has a rule when the stylesheet has a selector with it. */
const hasRule = (css: string, className: string) =>
  new RegExp(`\\.${className.replace(/[-/\\^$*+?.()|[\]{}]/g, "\\$&")}(?![\\w-])`).test(css);

const world = () => {
  const ctx = testCtx();
  const { world } = run(
    [
      {
        type: "habit/create",
        input: { title: "Read 🙂 daily", description: "See https://example.com", dailyTarget: 2 },
      },
      { type: "habit/create", input: { title: "Stretch", dailyTarget: 1 } },
    ],
    ctx,
    emptyWorld(ALICE),
  );
  const habits = Object.values(world.habits);
  const { world: withGoal } = run(
    [
      {
        type: "goal/create",
        input: { title: "Fit", description: "Keep going", xpTarget: 100, commitments: [habits[0]!.commitmentId] },
      },
      { type: "habit/count", habitId: habits[1]!.id, delta: 1 },
    ],
    ctx,
    world,
  );
  return { world: withGoal, now: ctx.now };
};

/** Everything drawn with static classes, as /home and the frame draw it. */
function staticPage(): string {
  const { world: w, now } = world();
  const habits = Object.values(w.habits);
  const goal = Object.values(w.goals)[0]!;
  const cards = (
    <>
      {Array.from({ length: 50 }, (_, i) => habits[i % habits.length]!).map((habit, i) => (
        <HabitCard
          key={i}
          habit={habit}
          today={i % 3}
          week={weekStrip(habit, now)}
          menu={null}
          onCount={() => undefined}
        />
      ))}
      {/* A measure's card (rule 31): its Add field, quick amounts and undo. */}
      <HabitCard
        habit={{ ...habits[0]!, dailyTarget: 500, measure: { unit: "km", direction: "atMost" } }}
        today={600}
        week={weekStrip(habits[0]!, now)}
        menu={null}
        lastValue={250}
        recent={[250]}
        onValue={() => undefined}
      />
      <GoalCard goal={goal} habitTitles={["Read"]} />
      <GoalCard goal={{ ...goal, completedAt: now }} habitTitles={[]} />
      <GoalCard goal={null} habitTitles={[]} />
      {DAILY_LABELS.map((label) => (
        <StatsPanel
          key={label.label}
          stats={{
            streak: 1,
            xp: 2,
            coins: 3,
            momentum: 4,
            progress: { ...dailyProgress({ xpHistory: {}, dailyTarget: 10 }, now), ...label },
          }}
        />
      ))}
      <LineTabs items={[{ value: "a", label: "A", content: "a" }]} />
      <UserAvatar size="2xl" className="profile-avatar" name="Ada Lovelace" pictureUrl="https://example.com/a.png" />
      <SignInRequired message="Sign in" />
      <MessagePage icon="💥" heading="Oops" text="Text" detail="Detail" links={[{ href: "/", label: "Home" }]} />
      <PendingIndicator />
      <Toaster />
    </>
  );
  const user = { id: ALICE, name: "Ada Lovelace", username: "ada", pictureUrl: null } as unknown as User;
  const router = createMemoryRouter([
    {
      path: "*",
      element: (
        <ThemeProvider>
          <AppLayout user={user}>{cards}</AppLayout>
        </ThemeProvider>
      ),
    },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

// React warns once that layout effects do nothing on the server.
beforeAll(() => void vi.spyOn(console, "error").mockImplementation(() => undefined));
afterAll(() => vi.restoreAllMocks());

// Rendering both stylesheets with Chakra's system takes ~2 s alone, longer on a shared machine.
describe("the static stylesheet", { timeout: 30_000 }, () => {
  it("holds Chakra's global CSS: the layers' order, the reset, and every token for light and dark", () => {
    for (const css of [appStylesheet(), publicStylesheet()]) {
      expect(css).toContain("@layer reset,base,tokens,recipes;");
      expect(css).toMatch(/@layer reset\{/);
      expect(css).toMatch(/--chakra-colors-bg-subtle:/);
      expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
      expect(css).toMatch(/--chakra-colors-brand-solid:/);
    }
  });

  it("puts react-toastify's own CSS into the app's, and the error pages' classes into the public one", () => {
    expect(appStylesheet()).toContain(".Toastify__toast-container");
    expect(hasRule(publicStylesheet(), "message-page")).toBe(true);
    expect(hasRule(publicStylesheet(), "theme-toggle")).toBe(true);
    expect(hasRule(publicStylesheet(), "habit-card")).toBe(false);
  });

  it("refuses a class defined twice and a recipe the system does not have", () => {
    const rule = { css: { color: "red" } };
    expect(() => renderStaticCss(system, [{ a: rule }, { a: rule }])).toThrow('"a" is defined twice');
    expect(() => renderStaticClasses(system, [{ a: { recipe: "nope" } }])).toThrow('No recipe "nope"');
  });
});

describe("a static class", () => {
  const cases: [string, ReactNode][] = [
    [
      "btn-count-up",
      <Button key="b" size="lg" minW="14" h="14" px="0" fontSize="xl" {...BRAND_CTA}>
        +1
      </Button>,
    ],
    [
      "card-title",
      <Heading key="h" as="h3" size="md" wordBreak="break-word">
        Title
      </Heading>,
    ],
    [
      "tabs-trigger",
      <Box
        key="t"
        as="button"
        css={system.getSlotRecipeFn("tabs")({ variant: "line" }).trigger as SystemStyleObject}
      />,
    ],
  ];

  it.each(cases)("%s is the CSS its Chakra component inserts at run time", (className, element) => {
    expect(staticCss(className)).toBe(chakraCss(element));
  });

  it("is not the CSS of the same component with other props (the comparison can fail)", () => {
    expect(staticCss("btn-count-up")).not.toBe(chakraCss(<Button size="md" {...BRAND_CTA} />));
  });
});

describe("the components drawn with static classes", () => {
  it("render 50 habit cards and a measure's, goals, stats, tabs and the app frame with no Chakra and no style tags", () => {
    // No ChakraProvider above: a Chakra component here would throw.
    const html = staticPage();
    expect(html.match(/<article/g)?.length).toBe(54);
    expect(html).not.toMatch(/<style/);
    expect(html).not.toMatch(/class="[^"]*\bcss-/);
  });

  it("use only classes the app's stylesheet defines", () => {
    const css = appStylesheet();
    const classes = new Set(
      [...staticPage().matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/).filter(Boolean)),
    );
    // React Router's NavLink marks the current page's link; react-toastify's wrapper has no rule of its own.
    classes.delete("active");
    classes.delete("Toastify");
    expect(classes.size).toBeGreaterThan(40);
    const missing = [...classes].filter((className) => !hasRule(css, className));
    expect(missing).toEqual([]);
  });
});
