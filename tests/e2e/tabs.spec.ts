// Issue #10, point 2: three tabs of one browser click +1 on the same habit at
// once. Writes are serialized across tabs (Web Locks) and the others are told
// to reload (BroadcastChannel): no click may be lost or doubled, the daily
// check is earned once, and every tab shows the final count within a second.
import { expect, signInAsDemo, test, type Page } from "./fixtures";
import { watchAcks, type Ack } from "./support/acks";
import { inspect } from "./support/probe";

const TABS = 3;
const CLICKS_PER_TAB = Number(process.env.TABS_CLICKS ?? 100);
const CLICKS = TABS * CLICKS_PER_TAB;
const TITLE = "Drink water";
const DAILY_TARGET = 3;

const card = (page: Page) => page.getByRole("article", { name: TITLE, exact: true });

type HighestToday = Window & { __highestToday?: number };

/** Runs in a tab: keeps the highest "n/target" the habit card has shown, through every DOM change. */
function watchHighestToday() {
  const win = window as HighestToday;
  win.__highestToday = 0;
  const note = () => {
    for (const cell of document.querySelectorAll('[data-testid="habit-today"]')) {
      const shown = Number.parseInt(cell.textContent ?? "", 10);
      if (shown > (win.__highestToday ?? 0)) win.__highestToday = shown;
    }
  };
  new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
  note();
}

test("three tabs clicking +1 together lose nothing and agree within a second", async ({ page, context }, testInfo) => {
  test.setTimeout(300_000);
  testInfo.annotations.push({ type: "clicks", description: `${TABS} tabs × ${CLICKS_PER_TAB} = ${CLICKS} clicks` });
  const acks: Ack[] = [];
  await watchAcks(context, (_, ack) => void acks.push(ack));
  await signInAsDemo(page);
  await page.getByRole("button", { name: "New habit" }).click();
  const dialog = page.getByRole("dialog", { name: "New habit" });
  await dialog.getByLabel("Title").fill(TITLE);
  await dialog.getByLabel("Daily target").fill(String(DAILY_TARGET));
  await dialog.getByRole("button", { name: "Create habit" }).click();
  await expect(card(page)).toBeVisible();

  const tabs = [page];
  for (let i = 1; i < TABS; i++) {
    const tab = await context.newPage();
    await tab.goto("/home");
    await expect(card(tab)).toBeVisible({ timeout: 30_000 });
    tabs.push(tab);
  }

  // Each tab notes the highest count it ever shows: more than the clicks made is a click counted twice.
  await Promise.all(tabs.map((tab) => tab.evaluate(watchHighestToday)));

  const counted = () => acks.filter((ack) => ack.intent.type === "habit/count");
  // Real clicks, all tabs at once; each click is its own request in its tab.
  await Promise.all(
    tabs.map(async (tab) => {
      const plus = card(tab).getByRole("button", { name: "Count up" });
      for (let i = 0; i < CLICKS_PER_TAB; i++) await plus.click();
    }),
  );
  // Every click settled, and every one was saved.
  await expect.poll(() => counted().length, { timeout: 120_000 }).toBe(CLICKS);
  expect(counted().filter((ack) => !ack.result.ok)).toEqual([]);

  // From the last click settling, each tab shows the final state within a second.
  const xp = 5 + CLICKS + 5; // habit created, one XP a click, one daily check.
  await Promise.all(
    tabs.map(async (tab, i) => {
      await expect(card(tab).getByTestId("habit-today"), `tab ${i + 1}`).toHaveText(`${CLICKS}/${DAILY_TARGET}`, {
        timeout: 1_000,
      });
      await expect(card(tab).getByTestId("habit-total"), `tab ${i + 1}`).toHaveText(String(CLICKS), { timeout: 1_000 });
      await expect(tab.getByTestId("stat-xp"), `tab ${i + 1}`).toHaveText(String(xp), { timeout: 1_000 });
    }),
  );

  const highest = await Promise.all(tabs.map((tab) => tab.evaluate(() => (window as HighestToday).__highestToday)));
  expect(highest, "the highest count each tab showed").toEqual(tabs.map(() => CLICKS));

  // The log: exactly one COUNT_UP per click, one DAILYCHECK, no rollback; a fresh open agrees.
  const state = await inspect(page);
  expect(state.reloadVsJournal).toBeNull();
  expect(state.journalVsEngine).toBeNull();
  const habit = state.habits.find((h) => h.title === TITLE)!;
  const records = state.entries.flatMap((entry) => entry.records).filter((r) => r.instanceId === habit.commitmentId);
  const events = (event: string) => records.filter((r) => r.event === event).length;
  expect(events("COUNT_UP")).toBe(CLICKS);
  expect(events("DAILYCHECK")).toBe(1);
  expect(records.filter((r) => r.event.startsWith("ROLLBACK_"))).toEqual([]);
  expect(new Set(records.map((r) => r.id)).size).toBe(records.length);
  expect(habit.count).toBe(CLICKS);
  expect(state.xp).toBe(xp);

  // And a tab opened now reads the same.
  await page.reload();
  await expect(card(page).getByTestId("habit-total")).toHaveText(String(CLICKS));
});
