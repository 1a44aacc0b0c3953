import { Alert, List } from "@chakra-ui/react";

/** Why a chosen file changed nothing: a title naming it, then each problem on its own line. */
export function FileProblem({ title, lines, testId }: { title: string; lines: readonly string[]; testId: string }) {
  return (
    <Alert.Root status="error" role="alert" data-testid={testId}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <List.Root ps="4" mt="1" gap="1">
            {lines.map((line, index) => (
              <List.Item key={index} wordBreak="break-word">
                {line}
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
