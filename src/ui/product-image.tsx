import { Box, Image } from '@mantine/core';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** The first screenful loads eagerly; the rest lazily. */
  eager?: boolean;
  radius?: 'sm' | 'md' | 'lg';
}

const PLACEHOLDER = '/icons/icon.svg';

/** A product picture on a light square, never stretched. */
export function ProductImage({ src, alt, eager = false, radius = 'md' }: ProductImageProps) {
  return (
    <Box
      bg="gray.0"
      style={{ borderRadius: `var(--mantine-radius-${radius})`, overflow: 'hidden' }}
    >
      <Image
        src={src || PLACEHOLDER}
        fallbackSrc={PLACEHOLDER}
        alt={alt}
        loading={eager ? 'eager' : 'lazy'}
        // Intrinsic size, so the browser reserves the square before the image arrives.
        width={400}
        height={400}
        fit="contain"
        style={{ aspectRatio: '1 / 1' }}
        w="100%"
      />
    </Box>
  );
}
