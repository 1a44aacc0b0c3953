import { Badge, Box, Heading, HStack, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link, useNavigate } from "@remix-run/react";
import type { ReactNode } from "react";
import { ItemMenu, type MenuItem, type Viewer } from "~/components/home/card-menu";
import { GoalCard } from "~/components/home/goal-card";
import { HabitCard } from "~/components/home/habit-card";
import type { HomeData } from "~/storage";

/** Edit and Delete on a profile lead to the card on the owner's home page. */
function useOpenOnHome() {
  const navigate = useNavigate();
  return (item: MenuItem) => () => navigate(`/home#${item.kind}-${item.id}`);
}

type ItemsSectionProps = {
  kind: "habit" | "goal";
  count: number;
  /** What the owner is offered when there is nothing yet. */
  start: string;
  owner: boolean;
  children: ReactNode;
};

/** Habits or goals of a profile: a titled section with its count, the cards, or what is missing. */
function ItemsSection({ kind, count, start, owner, children }: ItemsSectionProps) {
  const id = `profile-${kind}s`;
  const title = kind === "habit" ? "Habits" : "Goals";
  return (
    <Box as="section" aria-labelledby={id}>
      <HStack gap="2" mb="3">
        <Heading as="h2" size="lg" id={id}>
          {title}
        </Heading>
        <Badge variant="subtle" aria-label={`${count} active`}>
          {count}
        </Badge>
      </HStack>
      {count > 0 ? (
        <Stack gap="3">{children}</Stack>
      ) : (
        <Box p="6" borderWidth="1px" borderStyle="dashed" borderRadius="xl" textAlign="center">
          <Text color="fg.muted">
            {owner ? (
              <>
                No active {kind}s yet.{" "}
                <ChakraLink asChild color="orange.fg" textDecoration="underline">
                  <Link to="/home" prefetch="intent">
                    {start}
                  </Link>
                </ChakraLink>
              </>
            ) : (
              `No active ${kind}s.`
            )}
          </Text>
        </Box>
      )}
    </Box>
  );
}

/** Active habits and goals of a profile, read-only; the menus follow spec §6 for who is looking. */
export function ProfileItems({ home, viewer }: { home: HomeData; viewer: Viewer }) {
  const openOnHome = useOpenOnHome();
  const menu = (item: MenuItem) => (
    <ItemMenu
      item={item}
      viewer={viewer}
      username={home.user.username}
      onEdit={openOnHome(item)}
      onRemove={openOnHome(item)}
    />
  );
  const owner = viewer === "owner";
  return (
    <Stack gap="8">
      <ItemsSection kind="habit" count={home.habits.length} start="Start one on your home page." owner={owner}>
        {home.habits.map(({ habit, today, week, status }) => (
          <Box key={habit.id} id={`habit-${habit.id}`}>
            <HabitCard
              habit={habit}
              today={today}
              week={week}
              status={status}
              menu={menu({ kind: "habit", ...habit })}
            />
          </Box>
        ))}
      </ItemsSection>
      <ItemsSection kind="goal" count={home.goals.length} start="Set one on your home page." owner={owner}>
        {home.goals.map(({ goal, habits, completedDay }) => (
          <Box key={goal.id} id={`goal-${goal.id}`}>
            <GoalCard
              goal={goal}
              completedDay={completedDay}
              habitTitles={habits.map((member) => member.title ?? "a removed habit")}
              menu={menu({ kind: "goal", ...goal })}
            />
          </Box>
        ))}
      </ItemsSection>
    </Stack>
  );
}
