// Issue #36: with sync, the server keeps what reached it; Settings → Storage may no longer say
// this device holds the only copy, only that what has not reached the server is here alone.
import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { system } from "~/theme/system";
import { StorageSetting } from "./storage-setting";

const NOTE =
  "Changes that have not reached the server yet exist only on this device: export a backup from time to time to keep a copy of your own.";

const textOf = (persisted: boolean | null) =>
  renderToString(
    <ChakraProvider value={system}>
      <StorageSetting status={{ persisted, usage: 2_621_440, quota: null }} lastExportAt={null} />
    </ChakraProvider>,
  )
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("Settings → Storage on this device", () => {
  it.each([false, null])("says what is on this device alone when storage is not known persistent (%s)", (persisted) => {
    const text = textOf(persisted);
    expect(text).toContain(NOTE);
    expect(text).not.toMatch(/only copy|lives only in this browser/i);
  });

  it("says nothing of backups when the browser keeps the data", () => {
    const text = textOf(true);
    expect(text).toContain("Persistent: the browser keeps this data until you clear it yourself.");
    expect(text).not.toContain("export a backup");
    expect(text).not.toMatch(/only copy/i);
  });
});
