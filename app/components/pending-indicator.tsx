import { Box } from "@chakra-ui/react";
import { useNavigation } from "@remix-run/react";

/** Spec §2: the text LOADING... while a route is loading. */
export function PendingIndicator() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      top="2"
      left="50%"
      transform="translateX(-50%)"
      zIndex="overlay"
      px="4"
      py="1"
      borderRadius="full"
      bg="brand.solid"
      color="brand.contrast"
      fontWeight="bold"
      fontSize="sm"
      letterSpacing="wider"
    >
      LOADING...
    </Box>
  );
}
