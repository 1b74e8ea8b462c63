// Resizing a picked picture in the browser before it is kept: the longest side at most
// MAX_IMAGE_SIDE, encoded as WebP (JPEG where the browser cannot encode WebP, as older
// Safari), so a 12 MB phone photo becomes a few hundred KB to keep offline and upload.
import {
  IMAGE_MESSAGES,
  IMAGE_QUALITY,
  MAX_IMAGE_SIDE,
  fitWithin,
  imageFileProblem,
} from '../../lib/local-images.ts';

export interface ResizedImage {
  bytes: ArrayBuffer;
  type: string;
  width: number;
  height: number;
}

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, IMAGE_QUALITY));

/** The picture resized and re-encoded; throws with the message to show when it cannot be. */
export async function resizeImage(file: File): Promise<ResizedImage> {
  const problem = imageFileProblem(file);
  if (problem) throw new Error(problem);
  let bitmap: ImageBitmap;
  try {
    // Phone photos are stored sideways with an orientation tag: draw them upright.
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    throw new Error(IMAGE_MESSAGES.unreadable);
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height, MAX_IMAGE_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const draw = (background: string | null) => {
    const context = canvas.getContext('2d');
    if (!context) throw new Error(IMAGE_MESSAGES.unreadable);
    context.clearRect(0, 0, width, height);
    if (background) {
      context.fillStyle = background;
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
  };
  try {
    draw(null);
    let blob = await encode(canvas, 'image/webp');
    if (!blob || blob.type !== 'image/webp') {
      // JPEG has no transparency: a white ground, as the shop shows pictures on.
      draw('#ffffff');
      blob = await encode(canvas, 'image/jpeg');
    }
    if (!blob) throw new Error(IMAGE_MESSAGES.unreadable);
    return { bytes: await blob.arrayBuffer(), type: blob.type, width, height };
  } finally {
    bitmap.close();
  }
}
