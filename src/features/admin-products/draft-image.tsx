// One picture from a product's image list as the admin sees it: a link as it is, a picture
// still on this device from local storage (it uploads when the drafts are published).
import { Box, Group, Image, Text } from '@mantine/core';
import { useImageSource } from '../../../sync/product-drafts/hooks.ts';
import { isLocalImageRef } from '../../lib/local-images.ts';

export function DraftImage({
  image,
  alt,
  size = 56,
}: {
  image: string;
  alt: string;
  size?: number;
}) {
  const src = useImageSource(image);
  return (
    <Box
      w={size}
      h={size}
      bg="gray.0"
      style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden', flex: 'none' }}
    >
      {src && (
        <Image
          src={src}
          alt={alt}
          w={size}
          h={size}
          fit="contain"
          data-local={isLocalImageRef(image) || undefined}
          data-testid="draft-image"
        />
      )}
    </Box>
  );
}

/** The image list as a row of thumbnails (for diffs and side-by-side versions). */
export function DraftImageStrip({ images }: { images: readonly string[] }) {
  if (images.length === 0) return <Text size="sm">—</Text>;
  return (
    <Group gap={4}>
      {images.map((image, n) => (
        <DraftImage key={`${n}-${image}`} image={image} alt={`Image ${n + 1}`} size={40} />
      ))}
    </Group>
  );
}
