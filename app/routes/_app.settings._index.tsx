import { Alert, Heading, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { redirectDocument, useLoaderData } from "@remix-run/react";
import { forgetLocalUser, loadForLocalUser } from "~/account/local-user";
import { BackupSettings } from "~/components/settings/backup-settings";
import { DailyTargetSetting } from "~/components/settings/daily-target-setting";
import { DevicesSetting } from "~/components/settings/devices-setting";
import { endSession } from "~/components/settings/end-session";
import { EraseData } from "~/components/settings/erase-data";
import { SettingsSection } from "~/components/settings/settings-section";
import { SignOutSetting } from "~/components/settings/sign-out-setting";
import { ThemeSetting } from "~/components/settings/theme-setting";
import { SignInRequired } from "~/components/sign-in-required";
import { isGameError } from "~/game/errors";
import { intentAction } from "~/intents/pipeline";
import { SettingsIntentSchema, type SettingsIntent, type SettingsValues } from "~/intents/settings";
import { getBrowserStorage } from "~/storage";
import { pageMeta } from "~/components/page-meta";

export const meta: MetaFunction = () => pageMeta("Settings", "Theme, daily XP target, backups and your local data.");

export async function clientLoader() {
  try {
    return { home: await loadForLocalUser((user) => getBrowserStorage().loadHome(user.id)), storageError: null };
  } catch (error) {
    // Unreadable local data: this page still offers what needs none of it (theme, sign out, erase).
    if (isGameError(error) && error.code === "INDEXEDDB_ERROR") return { home: null, storageError: error.message };
    throw error;
  }
}

/** Every change on settings: one intent, one storage call. */
export const clientAction = intentAction<SettingsIntent, SettingsValues>(SettingsIntentSchema, {
  "game/setDailyTarget": async (intent, user) => {
    const { home } = await getBrowserStorage().dispatch(user.id, intent);
    return home.game.dailyTarget;
  },
  "backup/export": (_, user) => getBrowserStorage().exportBackup(user.id),
  "backup/preview": ({ text }) => getBrowserStorage().previewImport(text),
  "backup/import": async ({ text }, user) => {
    const summary = await getBrowserStorage().importBackup(user.id, text);
    // The backup may bring its own user id and name: the layout looks the user up again.
    forgetLocalUser();
    return summary;
  },
  "data/erase": async () => {
    await getBrowserStorage().eraseAll();
    // Signed out before anything reloads, so no loader makes a fresh local user for the session.
    await endSession();
    return redirectDocument("/");
  },
});

export default function SettingsPage() {
  const { home, storageError } = useLoaderData<typeof clientLoader>();
  if (!home && !storageError) return <SignInRequired message="Sign in to change your settings." />;
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <Text color="fg.muted">Everything here applies to this device.</Text>
      </Stack>
      {storageError ? <UnreadableData message={storageError} /> : null}
      <SettingsSection id="settings-appearance" title="Appearance">
        <ThemeSetting />
      </SettingsSection>
      {home ? (
        <>
          <SettingsSection
            id="settings-daily-target"
            title="Daily goal"
            description="How much XP makes a day count. Your home page's progress bar and streak follow it at once."
          >
            <DailyTargetSetting dailyTarget={home.game.dailyTarget} todayXp={home.daily.xp} />
          </SettingsSection>
          <SettingsSection id="settings-backup" title="Backup" description="Your data lives only in this browser.">
            <BackupSettings current={{ habits: home.habits.length, goals: home.goals.length, xp: home.game.xp }} />
          </SettingsSection>
        </>
      ) : null}
      {/* Needs no local data: with it unreadable, this is the way out. */}
      <SettingsSection id="settings-account" title="Account">
        <SignOutSetting />
      </SettingsSection>
      <SettingsSection
        id="settings-devices"
        title="Devices"
        description="Where you are signed in to Momentum. Signing a device out ends its session at once."
      >
        <DevicesSetting />
      </SettingsSection>
      <SettingsSection id="settings-erase" title="Erase local data" danger>
        <EraseData />
      </SettingsSection>
    </Stack>
  );
}

/** The local data cannot be read: said once, and only the settings that need none of it follow. */
function UnreadableData({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{message}</Alert.Title>
        <Alert.Description>
          Your data on this device could not be read, so only these settings are here.
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
