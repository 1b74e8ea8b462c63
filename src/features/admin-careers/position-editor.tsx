import '@mantine/core/styles/Switch.css';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import {
  EMPLOYMENT_TYPES,
  POSITION_LIMITS,
  validatePositionForm,
  type PositionForm,
  type PositionFormErrors,
} from '../../lib/position-form.ts';
import { savePosition } from '../../../sync/careers/actions.ts';

interface Props {
  /** null: a new position. */
  id: string | null;
  initial: PositionForm;
  onSaved: () => void;
  onCancel: () => void;
}

/** Opens a new position or edits one; the database checks the same limits again. */
export function PositionEditor({ id, initial, onSaved, onCancel }: Props) {
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<PositionFormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof PositionForm>(key: K, value: PositionForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    const found = validatePositionForm(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await savePosition(form, id);
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={save} noValidate>
      <Stack gap="sm" data-testid="position-editor">
        <Title order={3} fz="lg">
          {id ? 'Edit position' : 'New position'}
        </Title>
        {failure && (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Title"
            required
            maxLength={POSITION_LIMITS.title}
            value={form.title}
            error={errors.title}
            onChange={(e) => set('title', e.currentTarget.value)}
          />
          <TextInput
            label="Location"
            required
            description="City or region, e.g. Mumbai, Pune"
            maxLength={POSITION_LIMITS.location}
            value={form.location}
            error={errors.location}
            onChange={(e) => set('location', e.currentTarget.value)}
          />
          <NativeSelect
            label="Type"
            data={[...EMPLOYMENT_TYPES]}
            value={form.employmentType}
            error={errors.employmentType}
            onChange={(e) => set('employmentType', e.currentTarget.value)}
          />
          <NumberInput
            label="Order on the page"
            description="Lower shows first"
            min={0}
            max={10000}
            allowDecimal={false}
            value={form.sortOrder}
            error={errors.sortOrder}
            onChange={(value) => set('sortOrder', typeof value === 'number' ? value : NaN)}
          />
        </SimpleGrid>
        <Textarea
          label="Description"
          required
          autosize
          minRows={3}
          maxLength={POSITION_LIMITS.description}
          description={`${form.description.length.toLocaleString('en-IN')} / ${POSITION_LIMITS.description.toLocaleString('en-IN')} characters`}
          value={form.description}
          error={errors.description}
          onChange={(e) => set('description', e.currentTarget.value)}
        />
        <Switch
          label="Open (shown on the careers page)"
          checked={form.isOpen}
          onChange={(e) => set('isOpen', e.currentTarget.checked)}
        />
        <Group>
          <Button type="submit" loading={busy} data-testid="save-position">
            Save
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
