import { Alert, Heading, Stack, Text } from "@chakra-ui/react";
import type { MetaFunction } from "@remix-run/node";
import { redirectDocument, useLoaderData, useRevalidator } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { forgetLocalUser, loadForLocalUser } from "~/device-session/local-user";
import { BackupSettings, RESTORE_WHILE_SYNCED } from "~/components/settings/backup-settings";
import { DailyTargetSetting } from "~/components/settings/daily-target-setting";
import { DayRuleSetting } from "~/components/settings/day-rule-setting";
import { DevicesSetting } from "~/components/settings/devices-setting";
import { endSession } from "~/device-session/end-session";
import { EraseData } from "~/components/settings/erase-data";
import { SettingsSection } from "~/components/settings/settings-section";
import { SignOutSetting } from "~/components/settings/sign-out-setting";
import { PublicProfileSetting } from "~/components/settings/public-profile-setting";
import { ServerDataSetting } from "~/components/settings/server-data-setting";
import { StorageSetting } from "~/components/settings/storage-setting";
import { SyncSetting } from "~/components/settings/sync-setting";
import { OtherAppsSetting } from "~/components/settings/other-apps-setting";
import { ThemeSetting } from "~/components/settings/theme-setting";
import { VacationSetting } from "~/components/settings/vacation-setting";
import { SignInRequired } from "~/components/sign-in-required";
import { GameError, isGameError } from "~/game/errors";
import { intentAction } from "~/intents/pipeline";
import { SettingsIntentSchema, type SettingsIntent, type SettingsValues } from "~/intents/settings";
import { backupLogOf, deviceNow, getBrowserStorage, noteExport, storageStatus } from "~/storage";
import { pageMeta } from "~/components/page-meta";
import { isServerSyncOn, syncsUserOnThisPage } from "~/sync/server-sync";
import { useSyncStatus } from "~/sync/use-sync-status";

export const meta: MetaFunction = () =>
  pageMeta("Settings", "Theme, daily XP target, backups, your public profile and your data.");

/**
 * Whether this device has yet to hear the server about `userId` (issue 36): a new device's
 * daily goal and day are the defaults until its first sync brings the real ones, and saving
 * those would overwrite the real values on every device.
 */
async function awaitsServer(userId: string): Promise<boolean> {
  if (!isServerSyncOn()) return false;
  const view = await getBrowserStorage().syncView(userId);
  return view === null || view.lastSyncedAt === null;
}

export async function clientLoader() {
  try {
    const home = await loadForLocalUser((user) => getBrowserStorage().loadHome(user.id));
    const lastExportAt = home ? (backupLogOf(home.user.id).exportedAt ?? null) : null;
    const awaitingServer = home ? await awaitsServer(home.user.id) : false;
    // Imports list their given-up habits too (one archived in Loop comes given up).
    const ended = home ? (await getBrowserStorage().archive(home.user.id)).habits : [];
    const kept = ended.filter((item) => item.status !== "deleted").map((item) => item.habit);
    const habits = home ? [...home.habits.map((card) => card.habit), ...kept] : [];
    return { home, habits, storageError: null, storage: await storageStatus(), lastExportAt, awaitingServer };
  } catch (error) {
    // Unreadable local data: this page still offers what needs none of it (theme, sign out, erase).
    if (isGameError(error) && error.code === "INDEXEDDB_ERROR")
      return {
        home: null,
        habits: [],
        storageError: error.message,
        storage: await storageStatus(),
        lastExportAt: null,
        awaitingServer: false,
      };
    throw error;
  }
}

/**
 * A synced account's history is the server's log (ADR 0027): a backup written over this device
 * would be replaced by it at the next sync, while the toast said it was imported (issue 36). Until
 * a restore is an action the server applies, it is refused with the reason, before anything changes.
 */
async function refuseRestoreWhileSynced(userId: string): Promise<void> {
  if (!(await syncsUserOnThisPage(getBrowserStorage(), userId))) return;
  throw new GameError("VALIDATION", { issues: [{ path: [], message: RESTORE_WHILE_SYNCED }] });
}

/** Every change on settings: one intent, one storage call. */
export const clientAction = intentAction<SettingsIntent, SettingsValues>(SettingsIntentSchema, {
  "game/setDailyTarget": async (intent, user) => {
    const { home } = await getBrowserStorage().dispatch(user.id, intent);
    return home.game.dailyTarget;
  },
  "game/setDayRule": async (intent, user) => {
    const { home } = await getBrowserStorage().dispatch(user.id, intent);
    return home.game.dayRule;
  },
  "game/planVacation": async (intent, user) => {
    const { home } = await getBrowserStorage().dispatch(user.id, intent);
    return home.game.vacations ?? [];
  },
  "game/endVacation": async (intent, user) => {
    const { home } = await getBrowserStorage().dispatch(user.id, intent);
    return home.game.vacations ?? [];
  },
  "backup/export": async (_, user) => {
    const text = await getBrowserStorage().exportBackup(user.id);
    noteExport(user.id, deviceNow());
    return text;
  },
  "backup/preview": async ({ text }, user) => {
    await refuseRestoreWhileSynced(user.id);
    return getBrowserStorage().previewImport(text);
  },
  "backup/import": async ({ text }, user) => {
    await refuseRestoreWhileSynced(user.id);
    const summary = await getBrowserStorage().importBackup(user.id, text);
    // The backup may bring its own user id and name: the layout looks the user up again.
    forgetLocalUser();
    return summary;
  },
  "habit/import": async (intent, user) => {
    await getBrowserStorage().dispatch(user.id, intent);
    return intent.habits.length;
  },
  "habit/undoImport": async (intent, user) => {
    await getBrowserStorage().dispatch(user.id, intent);
    return null;
  },
  "loop/exportCsv": async (_, user) => {
    // The zip writer loads only when someone asks for the file.
    const { loopCsvDownload } = await import("~/import/loop-download");
    return loopCsvDownload(await getBrowserStorage().world(user.id), deviceNow());
  },
  "loop/exportDatabase": async (_, user) => {
    const [{ loopDatabaseDownload }, { loadSqlite }] = await Promise.all([
      import("~/import/loop-download"),
      import("~/import/load-sqlite"),
    ]);
    const sql = await loadSqlite();
    return loopDatabaseDownload(await getBrowserStorage().world(user.id), deviceNow(), sql);
  },
  "data/erase": async () => {
    await getBrowserStorage().eraseAll();
    // Signed out before anything reloads, so no loader makes a fresh local user for the session.
    await endSession();
    return redirectDocument("/");
  },
});

/**
 * A setting that follows the account: its form once this device has heard the server, else a word
 * instead of a form that would offer this device's defaults as the account's values.
 */
function AccountSetting({ awaiting, offline, children }: { awaiting: boolean; offline: boolean; children: ReactNode }) {
  if (!awaiting) return <>{children}</>;
  return (
    <Text color="fg.muted" role="status">
      {offline
        ? "This device has not synced yet: your setting shows here once it is back online."
        : "Getting your setting from the server…"}
    </Text>
  );
}

export default function SettingsPage() {
  const { home, habits, storageError, storage, lastExportAt, awaitingServer } = useLoaderData<typeof clientLoader>();
  const sync = useSyncStatus();
  const revalidator = useRevalidator();
  const synced = sync.lastSyncedAt !== null;
  // Once the first round ends, the page reads its data again: the forms then start from the
  // account's values (they keep their first value, so they must never mount with the defaults).
  useEffect(() => {
    if (awaitingServer && synced) revalidator.revalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per change of the two, not per render
  }, [awaitingServer, synced]);
  if (!home && !storageError) return <SignInRequired message="Sign in to change your settings." />;
  const account = (form: ReactNode) => (
    <AccountSetting awaiting={awaitingServer} offline={sync.state === "offline"}>
      {form}
    </AccountSetting>
  );
  return (
    <Stack gap="6" maxW="3xl">
      <Stack gap="1">
        <Heading as="h1" size="2xl">
          Settings
        </Heading>
        <Text color="fg.muted">
          Your daily goal, your day, Public profile and your account follow you to every device you sign in on;
          appearance and storage are this device's own.
        </Text>
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
            {account(<DailyTargetSetting dailyTarget={home.game.dailyTarget} todayXp={home.daily.xp} />)}
          </SettingsSection>
          <SettingsSection
            id="settings-day"
            title="Your day"
            description="When your day ends: today's counts, the streak and the week strip follow it. A change applies from your next action on."
          >
            {account(<DayRuleSetting dayRule={home.game.dayRule} />)}
          </SettingsSection>
          <SettingsSection
            id="settings-vacation"
            title="Vacation"
            description="A planned break for all your habits: its days expect nothing, and your streak is kept through them without counting them as met."
          >
            {account(<VacationSetting vacations={home.game.vacations} today={home.day.today} />)}
          </SettingsSection>
          <SettingsSection
            id="settings-backup"
            title="Backup"
            description="A file of everything this device holds for you, to keep a copy of your own or move it without the server."
          >
            <BackupSettings current={{ habits: home.habits.length, goals: home.goals.length, xp: home.game.xp }} />
          </SettingsSection>
          <SettingsSection
            id="settings-other-apps"
            title="Other habit apps"
            description="Bring your history from another habit tracker, or take your habits to Loop Habit Tracker."
          >
            <OtherAppsSetting today={home.day.today} habits={habits} />
          </SettingsSection>
          <SettingsSection
            id="settings-storage"
            title="Storage on this device"
            description="Browsers may delete a site's data to make room unless it is persistent."
          >
            <StorageSetting status={storage} lastExportAt={lastExportAt} />
          </SettingsSection>
        </>
      ) : null}
      {/* Needs no local data: with it unreadable, this is the way out. */}
      <SettingsSection id="settings-account" title="Account">
        <SignOutSetting userId={home?.user.id ?? null} />
      </SettingsSection>
      <SettingsSection
        id="settings-devices"
        title="Devices"
        description="Where you are signed in to Momentum. Signing a device out ends its session at once."
      >
        <DevicesSetting userId={home?.user.id ?? null} />
      </SettingsSection>
      {home && sync.state !== "off" ? (
        <SettingsSection
          id="settings-sync"
          title="Sync"
          description="Your habits, goals and records on every device where you sign in to this account."
        >
          <SyncSetting />
        </SettingsSection>
      ) : null}
      {home ? (
        <>
          <SettingsSection
            id="settings-public-profile"
            title="Public profile"
            description="Off by default. Share your profile and chosen habits and goals with anyone, and let people follow you."
          >
            <PublicProfileSetting user={home.user} />
          </SettingsSection>
          <SettingsSection
            id="settings-server-data"
            title="Your data on the server"
            description="What Momentum's server keeps about you. Download it as one file, or delete all of it."
          >
            <ServerDataSetting userId={home.user.id} />
          </SettingsSection>
        </>
      ) : null}
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
