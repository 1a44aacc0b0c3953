import { Button, HStack, Stack, Text } from "@chakra-ui/react";

/** The body of "Delete habit?" / "Delete goal?", loaded with the dialog (home renders without Chakra). */
export function ConfirmDelete({
  what,
  onCancel,
  onConfirm,
}: {
  what: "habit" | "goal";
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Stack gap="4">
      <Text>
        It leaves your home page and moves to the Archive. {what === "goal" ? "Giving up" : "Deleting"} an active item
        costs its give-up penalty.
      </Text>
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
