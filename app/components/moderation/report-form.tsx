import { Button, Container, Field, Heading, NativeSelect, Stack, Text, Textarea } from "@chakra-ui/react";
import { Form } from "@remix-run/react";
import type { TargetView } from "~/db/views";
import { REPORT_NOTE_MAX, REPORT_REASONS } from "~/social/report-path";
import type { ReportFormData } from "~/social/report-form-data";
import { BRAND_CTA } from "~/theme/brand";

/** "the habit “Read” of @ada", "the profile of @ada (Ada Lovelace)": user text as text, never HTML. */
export function targetWords(target: TargetView): string {
  return target.kind === "profile"
    ? `the profile of @${target.username} (${target.name})`
    : `the ${target.kind} “${target.title ?? ""}” of @${target.username}`;
}

function Frame({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Container maxW="2xl" py={{ base: "10", md: "16" }}>
      <Stack gap="5">
        <Heading as="h1" size={{ base: "2xl", md: "3xl" }}>
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  );
}

const Way = ({ href, children }: { href: string; children: React.ReactNode }) => (
  <Button asChild variant="outline" alignSelf="flex-start">
    <a href={href}>{children}</a>
  </Button>
);

/** The report page in each of its states (app/server/social/report-form.server.ts); a plain form, no JavaScript. */
export function ReportView({ view }: { view: ReportFormData }) {
  if (view.state === "sign-in") {
    return (
      <Frame title="Sign in to report">
        <Text>Only a signed-in person can send a report, so that moderators can reach them if they need to.</Text>
        <Button asChild {...BRAND_CTA} alignSelf="flex-start">
          <a href={`/create-account?returnTo=${encodeURIComponent(view.returnTo)}`}>Sign in</a>
        </Button>
      </Frame>
    );
  }
  if (view.state === "refused") {
    return (
      <Frame title={view.title}>
        <Text role="alert" data-testid="report-refused">
          {view.message}
        </Text>
        <Way href="/community/">Go to the communities</Way>
      </Frame>
    );
  }
  if (view.state === "sent") {
    return (
      <Frame title="Thank you">
        <Text role="status" data-testid="report-sent">
          Your report about {targetWords(view.target)} reached our moderators. They will look at it and act if it breaks
          the Community Rules.
        </Text>
        <Way href="/community/">Back to the communities</Way>
      </Frame>
    );
  }
  const errors = view.state === "invalid" ? view.errors : {};
  const values = view.state === "invalid" ? view.values : { reason: "", note: "" };
  return (
    <Frame title="Report">
      <Text>
        You are reporting <strong>{targetWords(view.target)}</strong>. Moderators see your username with the report; @
        {view.target.username} does not.
      </Text>
      <Form method="post" action={view.reportPath} reloadDocument>
        <Stack gap="5">
          <Field.Root invalid={Boolean(errors.reason)} required>
            <Field.Label>
              Reason
              <Field.RequiredIndicator />
            </Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="reason" defaultValue={values.reason}>
                <option value="">Choose a reason</option>
                {REPORT_REASONS.map((reason) => (
                  <option key={reason.value} value={reason.value}>
                    {reason.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            {errors.reason ? <Field.ErrorText>{errors.reason}</Field.ErrorText> : null}
          </Field.Root>
          <Field.Root invalid={Boolean(errors.note)}>
            <Field.Label>Note (optional)</Field.Label>
            <Textarea name="note" defaultValue={values.note} rows={4} />
            {errors.note ? (
              <Field.ErrorText>{errors.note}</Field.ErrorText>
            ) : (
              <Field.HelperText>
                What should the moderators know? At most {REPORT_NOTE_MAX} characters.
              </Field.HelperText>
            )}
          </Field.Root>
          <Button type="submit" {...BRAND_CTA} alignSelf="flex-start">
            Send report
          </Button>
        </Stack>
      </Form>
    </Frame>
  );
}
