import { Skeleton, Stack, Text } from "@chakra-ui/react";

/** Spec §2: LOADING... while a route loads, over skeletons the shape of the page to come (their heights). */
export function PageLoading({ skeletons }: { skeletons: string[] }) {
  return (
    <Stack gap="4" aria-busy="true">
      <Text role="status" fontWeight="bold" letterSpacing="wider">
        LOADING...
      </Text>
      {skeletons.map((height, index) => (
        <Skeleton key={index} h={height} borderRadius="xl" />
      ))}
    </Stack>
  );
}
