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

function Section({ id, title, count, children }: { id: string; title: string; count: number; children: ReactNode }) {
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
      {children}
    </Box>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return (
    <Box p="6" borderWidth="1px" borderStyle="dashed" borderRadius="xl" textAlign="center">
      <Text color="fg.muted">{children}</Text>
    </Box>
  );
}

function HomeLink({ children }: { children: ReactNode }) {
  return (
    <ChakraLink asChild color="orange.fg" textDecoration="underline">
      <Link to="/home" prefetch="intent">
        {children}
      </Link>
    </ChakraLink>
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
      <Section id="profile-habits" title="Habits" count={home.habits.length}>
        {home.habits.length === 0 ? (
          <Empty>
            {owner ? (
              <>
                No active habits yet. <HomeLink>Start one on your home page.</HomeLink>
              </>
            ) : (
              "No active habits."
            )}
          </Empty>
        ) : (
          <Stack gap="3">
            {home.habits.map((card) => (
              <Box key={card.habit.id} id={`habit-${card.habit.id}`}>
                <HabitCard
                  habit={card.habit}
                  today={card.today}
                  week={card.week}
                  menu={menu({
                    kind: "habit",
                    id: card.habit.id,
                    title: card.habit.title,
                    description: card.habit.description,
                  })}
                />
              </Box>
            ))}
          </Stack>
        )}
      </Section>
      <Section id="profile-goals" title="Goals" count={home.goals.length}>
        {home.goals.length === 0 ? (
          <Empty>
            {owner ? (
              <>
                No active goals yet. <HomeLink>Set one on your home page.</HomeLink>
              </>
            ) : (
              "No active goals."
            )}
          </Empty>
        ) : (
          <Stack gap="3">
            {home.goals.map((card) => (
              <Box key={card.goal.id} id={`goal-${card.goal.id}`}>
                <GoalCard
                  goal={card.goal}
                  habitTitles={card.habits.map((member) => member.title ?? "a removed habit")}
                  menu={menu({
                    kind: "goal",
                    id: card.goal.id,
                    title: card.goal.title,
                    description: card.goal.description,
                  })}
                />
              </Box>
            ))}
          </Stack>
        )}
      </Section>
    </Stack>
  );
}
