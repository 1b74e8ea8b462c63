// The editor's "Hindi (optional)" section: the product's texts in Hindi, saved in
// the same draft and published with it. A blank field shows the English text to shoppers on
// Hindi pages (src/lib/localized.ts), so a product may be translated a field at a time.
import '@mantine/core/styles/Fieldset.css';
import { Fieldset, Stack, TextInput, Textarea } from '@mantine/core';
import type { GetInputPropsReturnType, UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';
import type { EditorValues } from './editor-values.ts';

type Form = UseFormReturnType<EditorValues>;

interface HindiField {
  label: string;
  description?: string;
  /** A growing text area this many rows high at first; none for a one-line input. */
  minRows?: number;
  /** The input's value and handlers from the form. */
  bind: (form: Form) => GetInputPropsReturnType;
}

/** A text field bound as the form binds it; a Hindi text not written yet is null, shown blank. */
const text =
  (name: 'nameHi' | 'shortDescriptionHi' | 'longDescriptionHi') =>
  (form: Form): GetInputPropsReturnType => ({
    ...form.getInputProps(name),
    value: form.values[name] ?? '',
  });

/** The section's fields, in the order they are shown. */
const FIELDS: readonly HindiField[] = [
  { label: 'Name (Hindi)', bind: text('nameHi') },
  { label: 'Short description (Hindi)', minRows: 2, bind: text('shortDescriptionHi') },
  { label: 'Long description (Hindi)', minRows: 4, bind: text('longDescriptionHi') },
  {
    label: 'Features (Hindi)',
    description: 'One per line, in the same order as the English features',
    minRows: 3,
    // A list, edited one feature a line.
    bind: (form) => ({
      value: form.values.featuresHi.join('\n'),
      onChange: (e: ChangeEvent<HTMLTextAreaElement>) =>
        form.setFieldValue('featuresHi', e.currentTarget.value.split('\n')),
    }),
  },
];

export function HindiFields({ form }: { form: Form }) {
  return (
    <Fieldset legend="Hindi (optional)" data-testid="hindi-fields">
      <Stack gap="sm">
        {FIELDS.map(({ label, description, minRows, bind }) =>
          minRows === undefined ? (
            <TextInput key={label} label={label} lang="hi" {...bind(form)} />
          ) : (
            <Textarea
              key={label}
              label={label}
              description={description}
              lang="hi"
              autosize
              minRows={minRows}
              {...bind(form)}
            />
          ),
        )}
      </Stack>
    </Fieldset>
  );
}
