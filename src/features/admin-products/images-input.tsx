// The product's pictures, in order (the first is the main one): links, or pictures picked or
// photographed on this device, resized in the browser and kept locally until published.
import {
  ActionIcon,
  Alert,
  Button,
  FileButton,
  Group,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { Dropzone, type FileRejection } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import { useState } from 'react';
import { keepLocalImage } from '../../../sync/product-drafts/actions.ts';
import { IMAGE_MESSAGES, imageFileProblem, isLocalImageRef } from '../../lib/local-images.ts';
import { DraftImage } from './draft-image.tsx';
import { resizeImage } from './resize-image.ts';
import { ListError, RemoveRowButton } from './row-controls.tsx';

export interface ImagesInputProps {
  value: string[];
  onChange: (images: string[]) => void;
  /** Appends to the list as it is when the pictures are ready (they take a moment). */
  onAdd: (images: string[]) => void;
  error?: React.ReactNode;
}

/** Resizes and keeps each picture; the references of those kept, and a line per refusal. */
async function keepPictures(files: File[]) {
  const kept: string[] = [];
  const problems: string[] = [];
  for (const file of files) {
    try {
      kept.push(await keepLocalImage(await resizeImage(file)));
    } catch (error) {
      problems.push(`${file.name}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return { kept, problems };
}

export function ImagesInput({ value, onChange, onAdd, error }: ImagesInputProps) {
  const [busy, setBusy] = useState(0);
  const [problems, setProblems] = useState<string[]>([]);
  const move = (from: number, to: number) => {
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    onChange(next);
  };
  const add = async (files: File[], refused: string[] = []) => {
    setProblems(refused);
    if (files.length === 0) return;
    setBusy(files.length);
    const result = await keepPictures(files);
    setBusy(0);
    setProblems([...refused, ...result.problems]);
    if (result.kept.length > 0) onAdd(result.kept);
  };
  const reject = (rejections: FileRejection[]) =>
    rejections.map(
      ({ file }) => `${file.name}: ${imageFileProblem(file) ?? IMAGE_MESSAGES.notAnImage}`,
    );

  return (
    <Stack gap={6} data-testid="images-input">
      <Text fw={500} size="sm">
        Images (the first is the main picture)
      </Text>
      {value.map((image, n) => (
        <Group key={`${n}-${isLocalImageRef(image) ? image : ''}`} gap={6} wrap="nowrap">
          <DraftImage image={image} alt={`Image ${n + 1}`} />
          {isLocalImageRef(image) ? (
            <Text size="sm" c="dimmed" style={{ flex: 1 }} data-testid="local-image-note">
              Picture on this device: uploaded when you publish
            </Text>
          ) : (
            <TextInput
              aria-label={`Image ${n + 1}`}
              value={image}
              onChange={(e) => onChange(value.map((u, i) => (i === n ? e.currentTarget.value : u)))}
              style={{ flex: 1 }}
            />
          )}
          <ActionIcon
            variant="default"
            aria-label={`Move image ${n + 1} up`}
            disabled={n === 0}
            onClick={() => move(n, n - 1)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            aria-label={`Move image ${n + 1} down`}
            disabled={n === value.length - 1}
            onClick={() => move(n, n + 1)}
          >
            ↓
          </ActionIcon>
          <RemoveRowButton
            label={`Remove image ${n + 1}`}
            onClick={() => onChange(value.filter((_, i) => i !== n))}
          />
        </Group>
      ))}
      <ListError error={error} />
      <Dropzone
        onDrop={(files) => void add(files)}
        onReject={(rejections) => void add([], reject(rejections))}
        accept={['image/*']}
        loading={busy > 0}
        multiple
        p="md"
        inputProps={{ 'aria-label': 'Add pictures', 'data-testid': 'image-drop-input' } as object}
        data-testid="image-dropzone"
      >
        <Text ta="center" size="sm">
          Drop pictures here, or click to pick them
        </Text>
        <Text ta="center" size="xs" c="dimmed">
          Resized to 1600 px and kept on this device until you publish
        </Text>
      </Dropzone>
      <Group gap="xs">
        <FileButton
          onChange={(files) => void add(files)}
          accept="image/*"
          capture="environment"
          multiple
          inputProps={{ 'data-testid': 'image-camera-input' } as object}
        >
          {(props) => (
            <Button {...props} variant="default" size="xs" hiddenFrom="sm">
              Take a photo
            </Button>
          )}
        </FileButton>
        <Button variant="default" size="xs" onClick={() => onChange([...value, ''])}>
          Add image link
        </Button>
      </Group>
      {busy > 0 && (
        <Text size="sm" role="status">
          Preparing {busy === 1 ? 'the picture' : `${busy} pictures`}...
        </Text>
      )}
      {problems.length > 0 && (
        <Alert color="red" role="alert" data-testid="image-problems">
          {problems.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
      )}
    </Stack>
  );
}
