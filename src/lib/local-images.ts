// Product pictures an admin adds on the device: kept locally (offline is normal) and named in
// the draft's image list by a reference, `local-image:<uuid>`, until publishing uploads them to
// the product-images bucket and puts the public URL in their place.

export const LOCAL_IMAGE_SCHEME = 'local-image:';
/** The longest side a picture is resized to in the browser (enough for a zoomed product). */
export const MAX_IMAGE_SIDE = 1600;
/** WebP/JPEG quality for the resized picture. */
export const IMAGE_QUALITY = 0.85;
/** Larger originals are refused before decoding (a phone photo is 3-12 MB). */
export const MAX_SOURCE_IMAGE_BYTES = 30 * 1024 * 1024;
export const PRODUCT_IMAGE_BUCKET = 'product-images';

export const IMAGE_MESSAGES = {
  notAnImage: 'Only pictures can be added (JPEG, PNG, WebP, GIF or AVIF).',
  tooLarge: 'This picture is larger than 30 MB. Pick a smaller one.',
  unreadable: 'This picture could not be read. Try another one, or save it as JPEG first.',
  missing: (product: string) =>
    `A picture of ${product} is no longer on this device. Remove it from the product's images and publish again.`,
  uploadFailed: (product: string, reason: string) =>
    `Could not upload a picture of ${product}: ${reason}. Nothing was published; your drafts and pictures are kept on this device.`,
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

export const localImageRef = (id: string) => `${LOCAL_IMAGE_SCHEME}${id}`;

/** The local picture's id, or null when `image` is not a well-formed local reference. */
export function localImageId(image: string): string | null {
  if (!image.startsWith(LOCAL_IMAGE_SCHEME)) return null;
  const id = image.slice(LOCAL_IMAGE_SCHEME.length);
  return UUID.test(id) ? id : null;
}

export const isLocalImageRef = (image: string) => localImageId(image) !== null;

/** The local pictures an image list refers to, each once, in list order. */
export function localImageIds(images: readonly string[]): string[] {
  const ids = images.map(localImageId).filter((id): id is string => id !== null);
  return [...new Set(ids)];
}

/** The list with every local reference whose id has a URL in `urls` replaced by that URL. */
export function replaceLocalImages(
  images: readonly string[],
  urls: ReadonlyMap<string, string>,
): string[] {
  return images.map((image) => {
    const id = localImageId(image);
    return (id !== null && urls.get(id)) || image;
  });
}

/** The size that fits within `maxSide` on its longest side, keeping the shape; never larger. */
export function fitWithin(
  width: number,
  height: number,
  maxSide = MAX_IMAGE_SIDE,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Why a picked file cannot be added (null: it can). */
export function imageFileProblem(file: { type: string; size: number }): string | null {
  if (!file.type.startsWith('image/')) return IMAGE_MESSAGES.notAnImage;
  if (file.size > MAX_SOURCE_IMAGE_BYTES) return IMAGE_MESSAGES.tooLarge;
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/avif': 'avif',
};

/**
 * Where a picture goes in the bucket: named by the SHA-256 of its bytes, so uploading it again
 * (a retried publish) writes the same object instead of a second one.
 */
export function productImagePath(sha256Hex: string, mimeType: string): string {
  if (!/^[0-9a-f]{64}$/.test(sha256Hex)) throw new Error('Expected a SHA-256 hex digest');
  return `products/${sha256Hex}.${EXTENSIONS[mimeType] ?? 'bin'}`;
}
