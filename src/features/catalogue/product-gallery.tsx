import { Group, Stack, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { smallPicture } from '../../lib/picture-sources.ts';
import { ProductImage } from '../../ui/product-image.tsx';
import { t } from '../../i18n/index.ts';

export interface ProductGalleryProps {
  images: readonly string[];
  name: string;
}

/** The main picture and, with more than one, thumbnails to switch between them. */
export function ProductGallery({ images, name }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0];
  return (
    <Stack gap="sm">
      <ProductImage
        src={current}
        alt={t('{name}, picture {index} of {count}', {
          name,
          index: index + 1,
          count: Math.max(1, images.length),
        })}
        priority
        radius="lg"
        // The buy box beside it from tablets up; the whole width on a phone.
        sizes="(max-width: 48em) 100vw, 480px"
      />
      {images.length > 1 && (
        <Group gap="xs" role="group" aria-label={t('Pictures')}>
          {images.map((image, i) => (
            <UnstyledButton
              key={image}
              onClick={() => setIndex(i)}
              aria-label={t('Show picture {index}', { index: i + 1 })}
              aria-pressed={i === index}
              w={72}
              style={{
                borderRadius: 8,
                overflow: 'hidden',
                outline:
                  i === index
                    ? '2px solid var(--mantine-color-mgrid-6)'
                    : '1px solid var(--mantine-color-gray-3)',
              }}
            >
              <img
                src={smallPicture(image)}
                alt=""
                width={72}
                height={72}
                style={{ display: 'block', objectFit: 'contain', background: '#f8f9fa' }}
              />
            </UnstyledButton>
          ))}
        </Group>
      )}
    </Stack>
  );
}
