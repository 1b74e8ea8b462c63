// /admin/products: the publish status always in view, conflicts to resolve, the table, and
// the editor at /admin/products/:productId (or /new).
import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { useAdminProducts, useDrafts } from '../../../sync/product-drafts/hooks.ts';
import { useStoredProduct } from '../../../sync/products/hooks.ts';
import { blankProduct } from '../../lib/product-form.ts';
import { ConflictCard } from './conflict-card.tsx';
import { useConflicts } from './publish-state.ts';
import { DraftDiff } from './draft-diff.tsx';
import { EditorTitle, ProductEditor } from './product-editor.tsx';
import { ProductTable } from './product-table.tsx';
import { PublishBar } from './publish-bar.tsx';
import { usePublish } from './use-publish.ts';

function ConflictList() {
  const conflicts = useConflicts();
  const { publish } = usePublish();
  if (conflicts.length === 0) return null;
  return (
    <Stack gap="sm" mb="md" data-testid="conflicts">
      <Alert color="red">
        Held back from the publish:{' '}
        {conflicts.length === 1 ? 'one product was' : `${conflicts.length} products were`} changed
        by someone else (every other change was published). Choose for each which version to keep.
      </Alert>
      {conflicts.map((conflict) => (
        <ConflictCard
          key={conflict.id}
          conflict={conflict}
          // Publish again once the last conflict is settled.
          onKeepMine={() => {
            if (conflicts.length === 1) publish();
          }}
        />
      ))}
    </Stack>
  );
}

function EditProduct() {
  const { productId = '' } = useParams();
  const merged = useAdminProducts().find((p) => p.id === productId) ?? null;
  const published = useStoredProduct(productId);
  const draft = useDrafts().find((d) => d.id === productId) ?? null;
  const conflict = useConflicts().find((c) => c.id === productId) ?? null;
  const [notice, setNotice] = useState<string | null>(null);
  if (!merged) {
    return (
      <Text>
        Product not found.{' '}
        <Anchor component={Link} to="/admin/products">
          Back to products
        </Anchor>
      </Text>
    );
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/products">
        ← All products
      </Anchor>
      <EditorTitle name={merged.name} />
      {conflict && <ConflictCard conflict={conflict} onKeepMine={() => undefined} />}
      {notice && (
        <Text c="teal.9" role="status" data-testid="editor-saved">
          {notice}
        </Text>
      )}
      {draft && draft.kind !== 'deleted' && (
        <details>
          <summary>Changes against the published version</summary>
          <DraftDiff published={published} draft={draft.product} />
        </details>
      )}
      <ProductEditor
        key={`${productId}:${draft ? 'draft' : 'published'}`}
        product={merged}
        initial={merged}
        draftKind={draft?.kind ?? null}
        conflict={conflict}
        onNotice={setNotice}
      />
    </Stack>
  );
}

function NewProduct() {
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/admin/products">
        ← All products
      </Anchor>
      <EditorTitle name={null} />
      {notice && <Text role="status">{notice}</Text>}
      <ProductEditor
        product={null}
        initial={blankProduct()}
        draftKind={null}
        conflict={null}
        onNotice={setNotice}
      />
    </Stack>
  );
}

export function ProductsAdmin() {
  return (
    <>
      <PublishBar />
      <Routes>
        <Route
          index
          element={
            <>
              <ConflictList />
              <ProductTable />
            </>
          }
        />
        <Route path="new" element={<NewProduct />} />
        <Route path=":productId" element={<EditProduct />} />
      </Routes>
    </>
  );
}
