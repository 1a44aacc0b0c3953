import { describe, expect, it } from "vitest";
import { ALICE, DAY, HOUR, T0 } from "~test/game";
import { addDays, dayOf, UTC_DAY_RULE } from "./day";
import {
  NOTHING_WITNESSED,
  publicSkips,
  publicVacationDays,
  witnessDeadline,
  witnessSkip,
  witnessVacation,
} from "./witness";
import { emptyWorld, type World } from "./world";

const D0 = dayOf(T0);
const withVacations = (vacations: { from: string; to: string }[]): World => {
  const world = emptyWorld(ALICE);
  return { ...world, game: { ...world.game, vacations } };
};

describe("vacations the server witnessed (rule 28)", () => {
  it("takes a plan's days whose deadline had not passed when it arrived, and no earlier one", () => {
    const planned = { from: addDays(D0, -4), to: addDays(D0, 2) };
    // Received now: the days up to two days ago are past their deadline (48 h after they ended).
    const receivedAt = witnessDeadline(addDays(D0, -2), UTC_DAY_RULE);
    const witnessed = witnessVacation(NOTHING_WITNESSED, withVacations([planned]), planned, UTC_DAY_RULE, receivedAt);
    expect(witnessed.vacationDays).toEqual([-2, -1, 0, 1, 2].map((n) => addDays(D0, n)));
    expect(witnessVacation(NOTHING_WITNESSED, withVacations([planned]), planned, UTC_DAY_RULE, T0 - 9 * DAY)).toEqual({
      xp: {},
      vacationDays: [-4, -3, -2, -1, 0, 1, 2].map((n) => addDays(D0, n)),
      skips: {},
    });
  });

  it("keeps only days that are still vacation days: replaced or ended plans leave, so it never grows past the world's", () => {
    const first = { from: addDays(D0, 10), to: addDays(D0, 12) };
    const second = { from: addDays(D0, 20), to: addDays(D0, 21) };
    let witnessed = witnessVacation(NOTHING_WITNESSED, withVacations([first]), first, UTC_DAY_RULE, T0);
    witnessed = witnessVacation(witnessed, withVacations([second]), second, UTC_DAY_RULE, T0 + HOUR);
    expect(witnessed.vacationDays).toEqual([addDays(D0, 20), addDays(D0, 21)]);
    expect(witnessVacation(witnessed, withVacations([]), null, UTC_DAY_RULE, T0 + 2 * HOUR).vacationDays).toEqual([]);
  });

  it("lets public numbers step over only the world's vacation days that were witnessed", () => {
    const vacation = { from: addDays(D0, 1), to: addDays(D0, 3) };
    const witnessed = { xp: {}, vacationDays: [addDays(D0, 3), addDays(D0, 4)] };
    expect(publicVacationDays(withVacations([vacation]), witnessed)).toEqual([addDays(D0, 3)]);
  });
});

describe("skips the server witnessed (rule 27)", () => {
  const habit = { commitmentId: "c1" };
  const worldSkipping = (skips: string[]): World => {
    const world = emptyWorld(ALICE);
    const made = { ...world.habits, h1: { commitmentId: "c1", skips } as World["habits"][string] };
    return { ...world, habits: made };
  };

  it("takes a skip received by its day's deadline, not a later one, and lets a taken-back skip go", () => {
    const day = addDays(D0, -3);
    const inTime = witnessSkip(
      NOTHING_WITNESSED,
      emptyWorld(ALICE),
      habit,
      { day, skipped: true },
      UTC_DAY_RULE,
      witnessDeadline(day, UTC_DAY_RULE),
    );
    expect(inTime.skips).toEqual({ c1: [day] });
    const late = witnessSkip(
      NOTHING_WITNESSED,
      emptyWorld(ALICE),
      habit,
      { day, skipped: true },
      UTC_DAY_RULE,
      witnessDeadline(day, UTC_DAY_RULE) + 1,
    );
    expect(late.skips).toEqual({ c1: [] });
    expect(witnessSkip(inTime, emptyWorld(ALICE), habit, { day, skipped: false }, UTC_DAY_RULE, T0).skips).toEqual({
      c1: [],
    });
  });

  it("reads a state stored before late skips existed as having witnessed every skip it holds (all were of today or yesterday)", () => {
    const before = worldSkipping([addDays(D0, -1)]);
    const old = { xp: {}, vacationDays: [] };
    expect(publicSkips({ commitmentId: "c1", skips: [addDays(D0, -1)] }, old)).toEqual([addDays(D0, -1)]);
    const next = witnessSkip(old, before, habit, { day: addDays(D0, -20), skipped: true }, UTC_DAY_RULE, T0 + DAY);
    expect(next.skips).toEqual({ c1: [addDays(D0, -1)] });
  });
});
