// Issue #37: nothing moves under your thumb.
// - Lighthouse's desktop run of /home measured a layout shift of 0.115: the whole page moved 7 px to
//   the left when the cards, drawn after the first paint, made it taller than the screen and a
//   scrollbar took its room. A desktop's classic scrollbars take room (Playwright hides them by
//   default; this spec shows them): the page keeps the scrollbar's place from the start.
// - Your own profile drew its habits, then pushed them down by the height of your follows when the
//   server's answer came (CLS 0.04): the follows now come after the habits.
import { CHROMIUM_FLAGS, chromiumPath } from "./support/chromium";
import { expect, signInAsDemo, test, type Page } from "./fixtures";
import { createHabit } from "./support/home";

test.use({
  // Wider than the page's column, so the column is centred (Lighthouse's desktop screen is 1350 wide).
  viewport: { width: 1440, height: 900 },
  launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_FLAGS, ignoreDefaultArgs: ["--hide-scrollbars"] },
});

/** Where the header's and the main column's content stand, and whether the page scrolls. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const left = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().left;
    return {
      scrolls: document.documentElement.scrollHeight > window.innerHeight,
      header: left("header > *"),
      main: left("main > *"),
    };
  });

test("/home's content stands still when its cards make the page scroll", async ({ page }) => {
  await signInAsDemo(page);
  await createHabit(page, "Read", 2);
  const short = await layout(page);
  expect(short.scrolls).toBe(false);

  for (const title of ["Walk", "Stretch", "Journal", "Water", "Sleep by 11"]) await createHabit(page, title, 2);
  const tall = await layout(page);
  expect(tall.scrolls).toBe(true);
  expect({ header: tall.header, main: tall.main }).toEqual({ header: short.header, main: short.main });
});

test("your profile's habits stand still when who you follow comes from the server", async ({ page }) => {
  await signInAsDemo(page);
  await createHabit(page, "Read", 2);
  // The follows answer late, as on a slow connection: the habits are drawn before it.
  let answer: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route("**/social/me", async (route) => {
    await answered;
    await route.continue();
  });
  await page.goto("/profile");
  const card = page.getByRole("article", { name: "Read", exact: true });
  await expect(card).toBeVisible();
  const before = (await card.boundingBox())!.y;
  answer();
  await expect(page.getByTestId("public-status")).toBeVisible();
  expect((await card.boundingBox())!.y).toBe(before);
});
