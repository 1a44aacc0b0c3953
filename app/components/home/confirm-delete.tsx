import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import { REWARDS, type Reward } from "~/game/rewards";

/** "100 XP and 1 coin": what a give-up penalty takes, in words. */
function penalty({ xp, coins }: Reward): string {
  const parts = [
    xp !== 0 ? `${Math.abs(xp)} XP` : null,
    coins !== 0 ? `${Math.abs(coins)} ${coins === -1 ? "coin" : "coins"}` : null,
  ];
  return parts.filter(Boolean).join(" and ");
}

/** What deleting costs (issue 36: the dialog named a penalty without its amount). */
function costOf(what: "habit" | "goal", reached: boolean): string {
  if (what === "goal" && reached) return "A goal you have reached costs nothing to delete.";
  const reward = what === "goal" ? REWARDS.Goal.GIVEUP : REWARDS.Habit.GIVEUP;
  return `${what === "goal" ? "Giving up an active goal" : "Deleting an active habit"} costs ${penalty(reward)}.`;
}

/** The body of "Delete habit?" / "Delete goal?", loaded with the dialog (home renders without Chakra). */
export function ConfirmDelete({
  what,
  reached = false,
  onCancel,
  onConfirm,
}: {
  what: "habit" | "goal";
  /** A reached goal: deleting it costs nothing. */
  reached?: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Stack gap="4">
      <Text>It leaves your home page and moves to the Archive. {costOf(what, reached)}</Text>
      <HStack justify="flex-end">
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button colorPalette="red" onClick={onConfirm}>
          Delete
        </Button>
      </HStack>
    </Stack>
  );
}
