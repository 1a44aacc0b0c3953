import { Badge, Box, Flex, SimpleGrid, Text } from "@chakra-ui/react";
import { ProgressBar } from "~/components/progress-bar";
import { StatItem } from "~/components/stat-item";
import type { DailyProgress } from "~/game/daily-progress";

export type GameStats = { streak: number; xp: number; coins: number; momentum: number; progress: DailyProgress };

const STRIPES =
  "repeating-linear-gradient(45deg, transparent, transparent 8px, rgba(128,128,128,0.25) 8px, rgba(128,128,128,0.25) 16px)";

/** Spec §2: streak, XP, coins, momentum and the daily progress bar with its label. */
export function StatsPanel({ stats }: { stats: GameStats }) {
  const { progress } = stats;
  return (
    <Box as="section" aria-label="Your stats" p="4" borderWidth="1px" borderRadius="xl">
      <SimpleGrid columns={2} gap="3" mb="4">
        <StatItem id="stat-streak" label="Streak" value={stats.streak} unit="days" icon="🔥" />
        <StatItem id="stat-xp" label="XP" value={stats.xp} icon="✨" />
        <StatItem id="stat-coins" label="Coins" value={stats.coins} icon="🪙" />
        <StatItem id="stat-momentum" label="Momentum" value={stats.momentum} unit="XP per day" icon="🚀" />
      </SimpleGrid>
      <Flex justify="space-between" align="center" mb="2">
        <Text fontWeight="semibold" id="daily-progress-label">
          Today: {progress.xp} / {progress.target} XP
        </Text>
        <Badge colorPalette={progress.color} variant="subtle" data-testid="daily-label">
          {progress.label}
        </Badge>
      </Flex>
      <ProgressBar
        value={progress.barValue}
        colorPalette={progress.color}
        labelledBy="daily-progress-label"
        size="lg"
        trackStyle={progress.striped ? { backgroundImage: STRIPES } : undefined}
      >
        {progress.barText ? (
          <Text
            position="absolute"
            inset="0"
            display="flex"
            alignItems="center"
            justifyContent="center"
            fontSize="2xs"
            fontWeight="bold"
            letterSpacing="wider"
          >
            {progress.barText}
          </Text>
        ) : null}
      </ProgressBar>
    </Box>
  );
}
