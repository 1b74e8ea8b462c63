import { Badge } from '@mantine/core';
import type { DraftBadge as Kind } from '../../lib/admin-products.ts';

const COLORS: Record<Kind, string> = {
  changed: 'blue.8',
  added: 'green.9',
  deleted: 'gray.8',
  conflict: 'red.9',
};

export function DraftBadge({ kind }: { kind: Kind | null }) {
  if (!kind) return null;
  return (
    <Badge color={COLORS[kind]} variant="filled" data-testid="draft-badge" data-kind={kind}>
      {kind}
    </Badge>
  );
}
