import { Button, Field, HStack, Input } from "@chakra-ui/react";
import { Form } from "@remix-run/react";

/** Where every admin action posts (app/routes/_www.admin.reports.tsx). */
const QUEUE = "/admin/reports";

export const utcTime = (at: number) => `${new Date(at).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** A one-button form posting an action to the queue. */
export function ActionForm({
  fields,
  label,
  danger,
}: {
  fields: Record<string, string>;
  label: string;
  danger?: boolean;
}) {
  return (
    <Form method="post" action={QUEUE} reloadDocument>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={danger ? "solid" : "outline"} colorPalette={danger ? "red" : "gray"}>
        {label}
      </Button>
    </Form>
  );
}

/** Suspending needs a reason, which the account is shown when it tries to sign in. */
export function SuspendForm({ username, report, id }: { username?: string; report?: string; id: string }) {
  return (
    <Form method="post" action={QUEUE} reloadDocument>
      <input type="hidden" name="intent" value="suspend" />
      {report ? <input type="hidden" name="report" value={report} /> : null}
      <HStack align="flex-end" gap="2" wrap="wrap">
        {username ? (
          <input type="hidden" name="username" value={username} />
        ) : (
          <Field.Root maxW="48" required>
            <Field.Label htmlFor={`${id}-username`}>Username</Field.Label>
            <Input id={`${id}-username`} name="username" size="sm" autoComplete="off" />
          </Field.Root>
        )}
        <Field.Root maxW="sm" required>
          <Field.Label htmlFor={`${id}-reason`}>Reason{username ? ` for suspending @${username}` : ""}</Field.Label>
          <Input id={`${id}-reason`} name="reason" size="sm" maxLength={200} autoComplete="off" />
        </Field.Root>
        <Button type="submit" size="sm" colorPalette="red">
          {username ? `Suspend @${username}` : "Suspend"}
        </Button>
      </HStack>
    </Form>
  );
}
