import { pictureSrcSet } from '../lib/picture-sources.ts';
import './product-image.css';

export interface ProductImageProps {
  src: string | null | undefined;
  alt: string;
  /** The first screenful loads eagerly; the rest lazily. */
  eager?: boolean;
  /**
   * Fetched before other pictures (`fetchpriority="high"`): the page's largest picture, which
   * is also what its first paint is measured by (Largest Contentful Paint).
   */
  priority?: boolean;
  radius?: 'sm' | 'md' | 'lg';
  /**
   * The width it is shown at, for the browser's choice between a bundled picture's sizes
   * (src/lib/picture-sources.ts); the default fits a card in the product grids.
   */
  sizes?: string;
}

/** A card: half a phone's width, at most about 300 px from tablets up. */
const CARD_PICTURE_SIZES = '(max-width: 36em) 50vw, 300px';

const PLACEHOLDER = '/icons/icon.svg';

/** Shows the brand mark instead of a picture that cannot load (offline, removed). */
function showPlaceholder(event: React.SyntheticEvent<HTMLImageElement>) {
  const image = event.currentTarget;
  if (!image.src.endsWith(PLACEHOLDER)) image.src = PLACEHOLDER;
}

/** A product picture on a light square, never stretched; a plain image, as cards have many. */
export function ProductImage({
  src,
  alt,
  eager = false,
  priority = false,
  radius = 'md',
  sizes = CARD_PICTURE_SIZES,
}: ProductImageProps) {
  const srcSet = src ? pictureSrcSet(src) : undefined;
  return (
    <div className="product-image" style={{ borderRadius: `var(--mantine-radius-${radius})` }}>
      <img
        // A new element for a new picture: Chromium kept the old srcset's pixel density for a
        // picture swapped in without one (an upload replacing a bundled picture: 1600 px wide
        // read as 1560), and its choice among sizes starts over.
        key={src || PLACEHOLDER}
        className="product-image__img"
        src={src || PLACEHOLDER}
        srcSet={srcSet}
        sizes={srcSet ? sizes : undefined}
        alt={alt}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // Intrinsic size, so the browser reserves the square before the image arrives.
        width={400}
        height={400}
        onError={showPlaceholder}
      />
    </div>
  );
}
