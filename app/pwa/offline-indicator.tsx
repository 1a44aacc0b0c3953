import { Box } from "@chakra-ui/react";
import { useOnlineStatus } from "./use-online-status";

export const OFFLINE_MESSAGE = "You are offline. Changes are saved on this device.";

/** A banner while the browser is offline. The status region is always there so the change is announced. */
export function OfflineIndicator() {
  const online = useOnlineStatus();
  return (
    <Box role="status">
      {online ? null : (
        <Box
          bg="orange.subtle"
          color="orange.fg"
          borderBottomWidth="1px"
          borderColor="orange.muted"
          px="4"
          py="1.5"
          fontSize="sm"
          fontWeight="medium"
          textAlign="center"
        >
          <span aria-hidden="true">📴 </span>
          {OFFLINE_MESSAGE}
        </Box>
      )}
    </Box>
  );
}
