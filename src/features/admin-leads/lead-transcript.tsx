// A lead's conversation with the assistant, as a chat transcript (plain text, never HTML).
import { Paper, Stack, Text } from '@mantine/core';

interface Entry {
  type?: unknown;
  role?: unknown;
  content?: unknown;
  timestamp?: unknown;
}

export function LeadTranscript({ entries }: { entries: readonly Record<string, unknown>[] }) {
  if (entries.length === 0) return <Text size="sm">No conversation.</Text>;
  return (
    <Stack gap={6} data-testid="lead-transcript">
      {entries.map((raw, n) => {
        const entry = raw as Entry;
        const fromVisitor = entry.type === 'user' || entry.role === 'user';
        return (
          <Paper
            key={n}
            p="xs"
            radius="md"
            bg={fromVisitor ? 'gray.1' : 'red.0'}
            ml={fromVisitor ? 0 : 'xl'}
            mr={fromVisitor ? 'xl' : 0}
          >
            <Text size="xs" fw={600}>
              {fromVisitor ? 'Visitor' : 'Assistant'}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {typeof entry.content === 'string' ? entry.content : JSON.stringify(entry.content)}
            </Text>
          </Paper>
        );
      })}
    </Stack>
  );
}
