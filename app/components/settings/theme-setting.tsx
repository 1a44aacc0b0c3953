import { HStack, RadioGroup } from "@chakra-ui/react";
import { isThemeChoice, THEME_CHOICES, THEME_LABELS } from "~/theme/theme-choice";
import { useTheme } from "~/theme/theme-provider";

const ICONS = { light: "☀️", dark: "🌙", system: "🖥️" } as const;

/** Light, dark or system, bound to the app's theme (stored under vite-ui-theme). */
export function ThemeSetting() {
  const { choice, setChoice } = useTheme();
  return (
    <RadioGroup.Root
      value={choice}
      onValueChange={(details) => {
        if (isThemeChoice(details.value)) setChoice(details.value);
      }}
      name="theme"
      colorPalette="orange"
    >
      <RadioGroup.Label mb="3" display="block">
        Color theme
      </RadioGroup.Label>
      <HStack gap={{ base: "4", md: "6" }} wrap="wrap">
        {THEME_CHOICES.map((value) => (
          <RadioGroup.Item key={value} value={value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <span aria-hidden="true">{ICONS[value]}</span> {THEME_LABELS[value]}
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
