import '@mantine/core/styles/Fieldset.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Pill.css';
// The editor for every product field (docs/product.md#data-the-shop-keeps). Saving writes a local
// draft (works offline, survives reloads) after the same checks the database makes; publishing is
// separate.
import {
  Alert,
  Button,
  Checkbox,
  Fieldset,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  addProduct,
  changeProduct,
  discardDraft,
  markProductDeleted,
  rebaseDraft,
} from '../../../sync/product-drafts/actions.ts';
import {
  GST_RATES,
  PRODUCT_CATEGORIES,
  normalizeProduct,
  validateProduct,
  type ProductFormInput,
} from '../../lib/product-form.ts';
import { resolveConflict, type ProductConflict } from './publish-state.ts';
import { fromEditorValues, toEditorValues, type EditorValues } from './editor-values.ts';
import { FitsModelsInput } from './fits-models-input.tsx';
import { HindiFields } from './hindi-fields.tsx';
import { ImagesInput } from './images-input.tsx';
import { SpecificationsInput } from './list-inputs.tsx';

export interface ProductEditorProps {
  /** The product as the admin last saw it (their draft, else the published one); null: new. */
  product: ProductFormInput | null;
  initial: ProductFormInput;
  draftKind: 'changed' | 'added' | 'deleted' | null;
  conflict: ProductConflict | null;
  /** What the last action did ("Saved on this device..."); kept by the page across remounts. */
  onNotice: (notice: string | null) => void;
}

export function ProductEditor({
  product,
  initial,
  draftKind,
  conflict,
  onNotice: setSaved,
}: ProductEditorProps) {
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<EditorValues>({
    mode: 'controlled',
    initialValues: toEditorValues(initial),
    validate: (values) => validateProduct(normalizeProduct(fromEditorValues(values))),
    onValuesChange: () => setSaved(null),
  });
  const isNew = product === null;

  const act = async (work: () => Promise<unknown>, message: string | null) => {
    setFailure(null);
    try {
      await work();
      setSaved(message);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    }
  };

  const save = (values: EditorValues) =>
    act(async () => {
      const next = normalizeProduct(fromEditorValues(values));
      if (isNew) {
        await addProduct(next);
        navigate(`/admin/products/${encodeURIComponent(next.id)}`, { replace: true });
        return;
      }
      const { id: _id, ...patch } = next;
      await changeProduct(product.id, patch);
      // Saving after seeing both versions resolves the conflict the admin chose to edit.
      if (conflict) {
        await rebaseDraft(product.id, conflict.serverModified);
        resolveConflict(product.id);
      }
    }, 'Saved on this device. Publish to make it live.');

  const text = (field: keyof EditorValues) => form.getInputProps(field);
  return (
    <form onSubmit={form.onSubmit(save)} noValidate data-testid="product-editor">
      <Stack gap="md">
        {draftKind === 'deleted' && (
          <Alert color="yellow" data-testid="marked-deleted">
            Marked deleted: it disappears for shoppers when you publish. Discard the draft to keep
            it.
          </Alert>
        )}
        <Fieldset legend="Basics">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="Id" required disabled={!isNew} {...text('id')} />
            <TextInput label="Name" required {...text('name')} />
            <Select
              label="Category"
              data={[...PRODUCT_CATEGORIES]}
              allowDeselect={false}
              {...text('category')}
            />
            <NumberInput label="Rank (lower lists first)" allowDecimal={false} {...text('rank')} />
          </SimpleGrid>
          <Group mt="sm">
            <Checkbox label="Featured" {...form.getInputProps('featured', { type: 'checkbox' })} />
            <Checkbox
              label="Hidden from shoppers"
              {...form.getInputProps('hidden', { type: 'checkbox' })}
            />
          </Group>
        </Fieldset>
        <Fieldset legend="Price and tax">
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput
              label="Price"
              required
              description="In rupees, as buyers see it (e.g. ₹12,999)"
              {...text('price')}
            />
            <TextInput
              label="MRP"
              description="Optional: the printed MRP, shown struck through beside the price"
              {...text('mrp')}
            />
            <Select
              label="GST rate (%)"
              data={GST_RATES.map(String)}
              allowDeselect={false}
              {...form.getInputProps('gstRate')}
              value={String(form.values.gstRate)}
              onChange={(v) => form.setFieldValue('gstRate', Number(v))}
            />
            <NumberInput label="Bulk quantity" allowDecimal={false} {...text('bulkQty')} />
            <TextInput label="Bulk unit price" {...text('bulkUnitPrice')} />
            <TextInput label="HSN code" inputMode="numeric" {...text('hsnCode')} />
            <NumberInput
              label="Minimum order quantity"
              allowDecimal={false}
              min={1}
              {...text('moq')}
            />
            <NumberInput
              label="Stock quantity"
              allowDecimal={false}
              min={0}
              {...text('stockQuantity')}
            />
          </SimpleGrid>
          <Checkbox
            mt="sm"
            label="Price includes GST"
            {...form.getInputProps('priceInclusive', { type: 'checkbox' })}
          />
        </Fieldset>
        <Fieldset legend="Description">
          <Stack gap="sm">
            <Textarea
              label="Short description"
              autosize
              minRows={2}
              {...text('shortDescription')}
            />
            <Textarea label="Long description" autosize minRows={4} {...text('longDescription')} />
            <Textarea
              label="Features (one per line)"
              autosize
              minRows={3}
              value={form.values.features.join('\n')}
              onChange={(e) => form.setFieldValue('features', e.currentTarget.value.split('\n'))}
            />
            <SpecificationsInput
              value={form.values.specifications}
              onChange={(rows) => form.setFieldValue('specifications', rows)}
              error={form.errors.specifications}
            />
            <ImagesInput
              value={form.values.images}
              onChange={(images) => form.setFieldValue('images', images)}
              onAdd={(added) => form.setFieldValue('images', (images) => [...images, ...added])}
              error={form.errors.images}
            />
          </Stack>
        </Fieldset>
        <HindiFields form={form} />
        <Fieldset legend="Compatibility">
          <FitsModelsInput
            productId={form.values.id}
            value={form.values.compatibleWith}
            onChange={(ids) => form.setFieldValue('compatibleWith', ids)}
            error={form.errors.compatibleWith}
          />
        </Fieldset>
        <Fieldset legend="Reviews">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <NumberInput
              label="Rating (0 to 5)"
              decimalScale={1}
              min={0}
              max={5}
              {...text('rating')}
            />
            <NumberInput label="Reviews" allowDecimal={false} min={0} {...text('reviews')} />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend="Search engines and assistants">
          <Stack gap="sm">
            <TextInput label="SEO title" {...text('seoTitle')} />
            <Textarea label="SEO description" autosize minRows={2} {...text('seoDescription')} />
            <TagsInput label="SEO keywords" {...text('seoKeywords')} />
            <TagsInput label="AEO keywords" {...text('aeoKeywords')} />
            <TagsInput label="GEO keywords" {...text('geoKeywords')} />
          </Stack>
        </Fieldset>
        {Object.keys(form.errors).length > 0 && (
          <Alert color="red" data-testid="editor-errors">
            Please correct the fields marked in red.
          </Alert>
        )}
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <Group gap="xs">
          <Button type="submit" data-testid="save-draft">
            Save draft
          </Button>
          {draftKind && (
            <Button
              variant="default"
              onClick={() =>
                act(async () => {
                  await discardDraft(initial.id);
                  if (draftKind === 'added') navigate('/admin/products');
                }, 'Draft discarded.')
              }
            >
              Discard draft
            </Button>
          )}
          {!isNew && draftKind !== 'deleted' && (
            <Button
              variant="outline"
              color="red.9"
              data-testid="mark-deleted"
              onClick={() =>
                act(async () => {
                  await markProductDeleted(initial.id);
                  if (draftKind === 'added') navigate('/admin/products');
                }, 'Marked deleted. Publish to remove it from the shop.')
              }
            >
              Mark deleted
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}

export function EditorTitle({ name }: { name: string | null }) {
  return (
    <Title order={2} fz="xl" mb="sm">
      {name ? `Edit ${name}` : 'Add a product'}
    </Title>
  );
}
