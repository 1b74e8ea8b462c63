// One publish conflict: the admin's draft and the server's version side by side, and the
// three ways out: keep mine (publish over theirs), take theirs (drop my draft), or edit.
import { Alert, Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { useStoredProduct } from '../../../sync/products/hooks.ts';
import { discardDraft, rebaseDraft } from '../../../sync/product-drafts/actions.ts';
import { useDrafts } from '../../../sync/product-drafts/hooks.ts';
import { resolveConflict, type ProductConflict } from './publish-state.ts';
import { DraftDiff } from './draft-diff.tsx';
import { FIELD_LABELS } from './field-labels.ts';
import { mergeThreeWay } from '../../lib/three-way-merge.ts';
import type { ProductFormField } from '../../lib/product-form.ts';
import type { ProductDraft } from '../../../sync/product-drafts/model.ts';
import type { Product } from '../../../sync/products/model.ts';

const labelled = (fields: string[]) =>
  fields
    .filter((field): field is ProductFormField => field in FIELD_LABELS)
    .map((field) => FIELD_LABELS[field]);

/**
 * What "Keep mine" will do, field by field (null: the draft does not know where it began, so
 * it keeps every field of mine): the fields only they changed are taken, those both changed
 * keep mine.
 */
function keepMinePlan(mine: ProductDraft | null, theirs: Product | null) {
  if (!mine?.base || !theirs || mine.kind !== 'changed') return null;
  const { bothChanged, takenFromTheirs } = mergeThreeWay(mine.base, mine.product, theirs);
  return { bothChanged: labelled(bothChanged), takenFromTheirs: labelled(takenFromTheirs) };
}

const REASONS: Record<string, string> = {
  changed: 'Another admin changed this product after your edit began.',
  exists: 'Another admin added a product with this id.',
  deleted: 'Another admin deleted this product after your edit began.',
};

export function ConflictCard({
  conflict,
  onKeepMine,
}: {
  conflict: ProductConflict;
  /** Publishes again once the draft is kept. */
  onKeepMine: () => void;
}) {
  const theirs = useStoredProduct(conflict.id);
  const mine = useDrafts().find((d) => d.id === conflict.id) ?? null;
  const theirsGone = conflict.serverModified === null || theirs === null;
  const plan = theirsGone ? null : keepMinePlan(mine, theirs);
  return (
    <Paper withBorder p="md" data-testid="conflict" data-id={conflict.id}>
      <Title order={3} fz="lg">
        Conflict: {mine?.product.name ?? theirs?.name ?? conflict.id}
      </Title>
      <Text size="sm" mb="sm">
        {REASONS[conflict.reason] ?? REASONS.changed}
      </Text>
      {mine && mine.kind === 'deleted' ? (
        <Alert color="yellow" mb="sm">
          You marked this product deleted; the server has a newer version.
        </Alert>
      ) : null}
      {mine && !theirsGone && (
        <DraftDiff
          published={theirs}
          draft={mine.product}
          beforeLabel="Theirs (on the server)"
          afterLabel="Mine (your draft)"
          testId="conflict-compare"
        />
      )}
      {theirsGone && <Text size="sm">Theirs: deleted on the server.</Text>}
      {plan && (
        <Text size="sm" mt="xs" data-testid="keep-mine-plan">
          {plan.bothChanged.length > 0
            ? `You both changed ${plan.bothChanged.join(', ')}: Keep mine keeps yours there.`
            : 'You did not change the same fields.'}
          {plan.takenFromTheirs.length > 0 &&
            ` Their change to ${plan.takenFromTheirs.join(', ')} is kept either way.`}
        </Text>
      )}
      <Group mt="sm" gap="xs">
        <Button
          color="red.9"
          data-testid="keep-mine"
          onClick={async () => {
            await rebaseDraft(conflict.id, conflict.serverModified);
            resolveConflict(conflict.id);
            onKeepMine();
          }}
        >
          Keep mine
        </Button>
        <Button
          variant="default"
          data-testid="take-theirs"
          onClick={async () => {
            await discardDraft(conflict.id);
            resolveConflict(conflict.id);
          }}
        >
          Take theirs
        </Button>
        <Button
          variant="default"
          component={Link}
          to={`/admin/products/${encodeURIComponent(conflict.id)}`}
          data-testid="edit-conflict"
        >
          Edit
        </Button>
      </Group>
    </Paper>
  );
}
