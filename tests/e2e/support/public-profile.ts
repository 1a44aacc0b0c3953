// Settings → Public profile, as a person turns it on or off (issue #22).
import { expect, type Page } from "@playwright/test";

export async function setPublicProfile(page: Page, on: boolean) {
  await page.goto("/settings");
  const section = page.getByRole("region", { name: "Public profile" });
  const toggle = section.getByRole("checkbox", { name: "Public profile" });
  // The setting comes from the server, which a loaded two-core machine may keep busy for a while.
  await expect(toggle).toBeEnabled({ timeout: 30_000 });
  if ((await toggle.isChecked()) !== on) await section.locator("label", { hasText: "Public profile" }).click();
  await expect(toggle).toBeChecked({ checked: on });
  await expect(section.getByTestId("public-profile-state")).toContainText(on ? "On:" : "Off:");
}
