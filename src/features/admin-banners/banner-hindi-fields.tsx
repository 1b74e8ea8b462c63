// The banner editor's "Hindi (optional)" section, as the product editor's: the
// banner's texts in Hindi, saved with the banner. A blank field shows the English text on
// Hindi pages (src/lib/localized.ts), so a banner may be translated a field at a time.
import '@mantine/core/styles/Fieldset.css';
import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { BannerForm } from '../../lib/banner-form.ts';

/** The section's fields, in the order they are shown. */
const FIELDS = [
  { name: 'title_hi', label: 'Title (Hindi)' },
  { name: 'subtitle_hi', label: 'Subtitle (Hindi)' },
  { name: 'cta_text_hi', label: 'Button text (Hindi)' },
] as const;

export function BannerHindiFields({ form }: { form: UseFormReturnType<BannerForm> }) {
  return (
    <Fieldset legend="Hindi (optional)" data-testid="hindi-fields">
      <Text size="sm" c="dimmed" mb="xs">
        Shown on Hindi pages (/hi/…). A field left blank shows the English text.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {FIELDS.map(({ name, label }) => (
          <TextInput key={name} label={label} lang="hi" {...form.getInputProps(name)} />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
