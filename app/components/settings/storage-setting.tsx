import { Text } from "@chakra-ui/react";
import { FactList } from "~/components/fact-list";
import type { StorageStatus } from "~/storage";

const PERSISTENCE = {
  yes: "Persistent: the browser keeps this data until you clear it yourself.",
  no: "Not persistent: the browser may delete this data when space runs low, or after some weeks without a visit.",
  unknown: "Unknown: this browser does not say whether it may delete this data.",
} as const;

/** 2.5 MB, 812.0 KB, 1.0 GB: one decimal, in the largest unit that gives at least 1. */
export function formatBytes(bytes: number): string {
  const units = ["KB", "MB", "GB", "TB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

function usageOf({ usage, quota }: StorageStatus): string {
  if (usage === null) return "This browser does not say how much is used.";
  const allowance = quota === null ? "" : ` (this browser allows up to ${formatBytes(quota)})`;
  return `${formatBytes(usage)} used${allowance}`;
}

const exportFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });

/** Whether the browser may delete this device's data, how much it holds, and when it was last exported (issue 19). */
export function StorageSetting({ status, lastExportAt }: { status: StorageStatus; lastExportAt: number | null }) {
  const persistence = status.persisted === null ? "unknown" : status.persisted ? "yes" : "no";
  return (
    <>
      <FactList
        facts={[
          { label: "Kept by the browser", value: PERSISTENCE[persistence], testId: "storage-persisted" },
          { label: "Space", value: usageOf(status), testId: "storage-usage" },
          {
            label: "Last export",
            value: lastExportAt === null ? "Never" : exportFormat.format(lastExportAt),
            testId: "storage-last-export",
          },
        ]}
      />
      {status.persisted === true ? null : (
        <Text mt="3" fontSize="sm" color="fg.muted">
          Changes that have not reached the server yet exist only on this device: export a backup from time to time to
          keep a copy of your own.
        </Text>
      )}
    </>
  );
}
