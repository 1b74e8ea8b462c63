// The editor's "Hindi (optional)" section (issue 32): the product's texts in Hindi, saved in
// the same draft and published with it. A blank field shows the English text to shoppers on
// Hindi pages (src/lib/localized.ts), so a product may be translated a field at a time.
import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Stack, TextInput, Textarea } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { EditorValues } from './editor-values.ts';

export function HindiFields({ form }: { form: UseFormReturnType<EditorValues> }) {
  return (
    <Fieldset legend="Hindi (optional)" data-testid="hindi-fields">
      <Stack gap="sm">
        <TextInput
          label="Name (Hindi)"
          lang="hi"
          {...form.getInputProps('nameHi')}
          value={form.values.nameHi ?? ''}
        />
        <Textarea
          label="Short description (Hindi)"
          lang="hi"
          autosize
          minRows={2}
          {...form.getInputProps('shortDescriptionHi')}
          value={form.values.shortDescriptionHi ?? ''}
        />
        <Textarea
          label="Long description (Hindi)"
          lang="hi"
          autosize
          minRows={4}
          {...form.getInputProps('longDescriptionHi')}
          value={form.values.longDescriptionHi ?? ''}
        />
        <Textarea
          label="Features (Hindi)"
          description="One per line, in the same order as the English features"
          lang="hi"
          autosize
          minRows={3}
          value={form.values.featuresHi.join('\n')}
          onChange={(e) => form.setFieldValue('featuresHi', e.currentTarget.value.split('\n'))}
        />
      </Stack>
    </Fieldset>
  );
}
