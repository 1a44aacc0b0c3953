import { ChakraProvider } from "@chakra-ui/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { system } from "~/theme/system";
import { useTheme } from "~/theme/theme-provider";
import { ModalsProvider, useModals } from "./modals-provider";

function UsesModals() {
  useModals();
  return <p>ok</p>;
}

function UsesTheme() {
  useTheme();
  return <p>ok</p>;
}

describe("provider hooks", () => {
  it("say 'modals context not found' outside the modal system", () => {
    expect(() => renderToString(<UsesModals />)).toThrow("modals context not found");
  });

  it("work inside the modal system", () => {
    expect(
      renderToString(
        <ChakraProvider value={system}>
          <ModalsProvider>
            <UsesModals />
          </ModalsProvider>
        </ChakraProvider>,
      ),
    ).toContain("ok");
  });

  it("throw a clear error when the theme is read outside its provider", () => {
    expect(() => renderToString(<UsesTheme />)).toThrow("useTheme must be used within a ThemeProvider");
  });
});
