import { Button, Code, Container, Heading, Stack, Text } from "@chakra-ui/react";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { suspensionReason } from "~/server/auth/sign-in.server";
import { unlistedPageMeta } from "~/components/page-meta";
import { describeErrorCode } from "~/content/error-page-text";
import { BRAND_CTA } from "~/theme/brand";

// The query's code is only ever used as a key into a fixed table: its raw text never reaches the page.
// A suspension's reason comes from the signed cookie the refused sign-in set, never from the URL.
export async function loader({ request }: LoaderFunctionArgs) {
  const described = describeErrorCode(new URL(request.url).searchParams.get("code"));
  const reason = described.code === "account_suspended" ? await suspensionReason(request) : null;
  return { ...described, reason };
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  unlistedPageMeta(data?.title ?? "Something went wrong", data?.message ?? "Something went wrong. Please try again.");

export default function ErrorPage() {
  const { code, title, message, reason, signIn } = useLoaderData<typeof loader>();
  return (
    <Container maxW="2xl" py={{ base: "12", md: "20" }}>
      <Stack gap="5">
        <Text fontSize="5xl" aria-hidden="true">
          {code === "access_denied" ? "🙅" : "🧯"}
        </Text>
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {title}
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          {message}
        </Text>
        {reason ? (
          <Text fontSize="lg" data-testid="suspension-reason">
            Reason: {reason}
          </Text>
        ) : null}
        {code ? (
          <Text fontSize="sm" color="fg.muted">
            Error code: <Code>{code}</Code>
          </Text>
        ) : null}
        <Stack direction="row" gap="3" wrap="wrap" pt="2">
          {signIn ? (
            <Button asChild {...BRAND_CTA}>
              <a href="/create-account">Try signing in again</a>
            </Button>
          ) : (
            <Button asChild {...BRAND_CTA}>
              <a href="/settings/">Go to Settings</a>
            </Button>
          )}
          <Button asChild variant="outline">
            <a href="/">Go to the home page</a>
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
}
