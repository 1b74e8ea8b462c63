import '@mantine/core/styles/ColorSwatch.css';
import '@mantine/core/styles/ColorPicker.css';
import '@mantine/core/styles/ColorInput.css';
import '@mantine/core/styles/PillsInput.css';
import '@mantine/core/styles/Pill.css';
// Creating or editing a banner: every field (docs/product.md#data-the-shop-keeps), the same checks
// as the database, a warning when its colours fall below WCAG AA, and a live preview as visitors
// will see it.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  ColorInput,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
} from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { saveBanner } from '../../../sync/admin-banners/actions.ts';
import { useAdminBanners } from '../../../sync/admin-banners/hooks.ts';
import type { Banner } from '../../../sync/admin-banners/model.ts';
import {
  AA_CONTRAST,
  contrastRatio,
  emptyBanner,
  indianDay,
  validateBanner,
  type BannerForm,
} from '../../lib/banner-form.ts';
import { localizedBanner } from '../../lib/localized.ts';
import { BANNER_NOT_FOUND } from '../../lib/messages.ts';
import { BannerHindiFields } from './banner-hindi-fields.tsx';

export type BannerPreview = (banner: BannerForm) => React.ReactNode;

const toForm = (b: Banner): BannerForm => ({
  title: b.title,
  subtitle: b.subtitle ?? '',
  cta_text: b.cta_text ?? '',
  cta_url: b.cta_url ?? '',
  background_color: b.background_color,
  text_color: b.text_color,
  is_active: b.is_active === true,
  start_date: indianDay(b.start_date),
  end_date: indianDay(b.end_date),
  priority: b.priority ?? 0,
  show_on_pages: [...b.show_on_pages],
  hide_on_pages: [...b.hide_on_pages],
  title_hi: b.title_hi ?? '',
  subtitle_hi: b.subtitle_hi ?? '',
  cta_text_hi: b.cta_text_hi ?? '',
});

function Editor({
  id,
  initial,
  preview,
}: {
  id: string | null;
  initial: BannerForm;
  preview: BannerPreview;
}) {
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<BannerForm>({
    mode: 'controlled',
    initialValues: initial,
    validate: validateBanner,
  });
  const v = form.values;
  const ratio = contrastRatio(v.background_color, v.text_color);
  const hasHindi = [v.title_hi, v.subtitle_hi, v.cta_text_hi].some((text) => text.trim());
  const save = async (values: BannerForm) => {
    setError(null);
    try {
      await saveBanner(values, id);
      navigate('/admin/banners');
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    }
  };
  const date = (field: 'start_date' | 'end_date', label: string) => (
    <DateInput
      label={label}
      valueFormat="DD MMM YYYY"
      clearable
      {...form.getInputProps(field)}
      value={v[field] || null}
      onChange={(value) => form.setFieldValue(field, value ?? '')}
    />
  );
  return (
    <form onSubmit={form.onSubmit(save)} noValidate data-testid="banner-editor">
      <Stack gap="sm">
        <Text fw={600}>Preview</Text>
        <div data-testid="banner-preview">{preview(v)}</div>
        {hasHindi && (
          <>
            <Text fw={600}>Preview on Hindi pages</Text>
            <div data-testid="banner-preview-hindi">{preview(localizedBanner(v, 'hi'))}</div>
          </>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
          <TextInput label="Subtitle" {...form.getInputProps('subtitle')} />
          <TextInput label="Button text" {...form.getInputProps('cta_text')} />
          <TextInput
            label="Button link"
            placeholder="/products or https://..."
            {...form.getInputProps('cta_url')}
          />
          <ColorInput label="Background colour" {...form.getInputProps('background_color')} />
          <ColorInput label="Text colour" {...form.getInputProps('text_color')} />
          {date('start_date', 'Start date')}
          {date('end_date', 'End date')}
          <NumberInput
            label="Priority (higher shows first)"
            allowDecimal={false}
            {...form.getInputProps('priority')}
          />
          <Checkbox
            mt="lg"
            label="Active"
            {...form.getInputProps('is_active', { type: 'checkbox' })}
          />
          <TagsInput
            label="Show on pages (empty: every page)"
            placeholder="/products"
            {...form.getInputProps('show_on_pages')}
          />
          <TagsInput
            label="Hide on pages"
            placeholder="/checkout"
            {...form.getInputProps('hide_on_pages')}
          />
        </SimpleGrid>
        <BannerHindiFields form={form} />
        {ratio !== null && ratio < AA_CONTRAST && (
          <Alert color="yellow" data-testid="contrast-warning">
            Text and background contrast is {ratio.toFixed(2)}:1, below the 4.5:1 that WCAG AA asks
            for: some visitors will not be able to read it.
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" data-testid="banner-save-error">
            {error}
          </Alert>
        )}
        <Group>
          <Button type="submit" data-testid="save-banner">
            Save banner
          </Button>
          <Anchor component={Link} to="/admin/banners">
            Cancel
          </Anchor>
        </Group>
      </Stack>
    </form>
  );
}

export function BannerEditor({ preview }: { preview: BannerPreview }) {
  const { bannerId } = useParams();
  const banners = useAdminBanners();
  if (!bannerId || bannerId === 'new')
    return <Editor id={null} initial={emptyBanner()} preview={preview} />;
  const banner = banners.find((b) => b.id === bannerId);
  if (!banner) {
    return (
      <Alert color="red" data-testid="banner-not-found">
        {BANNER_NOT_FOUND}
      </Alert>
    );
  }
  return <Editor key={banner.id} id={banner.id} initial={toForm(banner)} preview={preview} />;
}
