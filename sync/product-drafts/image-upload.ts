// Publishing's first step: every picture the drafts hold on this device goes to the
// product-images bucket, named by its content hash, and the drafts' references become the
// public URLs. A picture uploaded once is remembered, so a retried publish sends it no more.
import type { AppClient } from '../engine/supabase.ts';
import {
  IMAGE_MESSAGES,
  PRODUCT_IMAGE_BUCKET,
  localImageIds,
  productImagePath,
} from '../../src/lib/local-images.ts';
import { OFFLINE_ACTION } from '../../src/lib/messages.ts';
import type { ProductRow } from '../products/model.ts';
import { isNetworkFailure, type ServerError } from '../engine/replication/errors.ts';
import type { SyncRuntime } from '../engine/runtime.ts';
import { getLocalImage, markUploaded } from './images.ts';

/** A picture could not be uploaded; nothing was published. */
export class ImageUploadError extends Error {}

async function sha256Hex(bytes: ArrayBuffer): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('');
}

async function upload(client: AppClient, bytes: ArrayBuffer, type: string) {
  const path = productImagePath(await sha256Hex(bytes), type);
  const bucket = client.storage.from(PRODUCT_IMAGE_BUCKET);
  // Same bytes, same name: upsert makes a retry after a lost answer harmless.
  const { error } = await bucket.upload(path, new Blob([bytes], { type }), {
    contentType: type,
    upsert: true,
    cacheControl: '31536000',
  });
  if (error) return { url: null, error: error as ServerError };
  return { url: bucket.getPublicUrl(path).data.publicUrl, error: null };
}

/**
 * Uploads every local picture the given drafts refer to (each once) and returns its URL by
 * picture id. Throws ImageUploadError (OFFLINE_ACTION when the network is down) on the first
 * failure; the pictures uploaded before it are remembered for the next try.
 */
export async function uploadDraftImages(
  runtime: Pick<SyncRuntime, 'db'>,
  client: AppClient,
  products: readonly ProductRow[],
): Promise<Map<string, string>> {
  const urls = new Map<string, string>();
  for (const product of products) {
    for (const id of localImageIds(product.images ?? [])) {
      if (urls.has(id)) continue;
      const image = await getLocalImage(runtime, id);
      if (!image) throw new ImageUploadError(IMAGE_MESSAGES.missing(product.name));
      if (image.uploadedUrl) {
        urls.set(id, image.uploadedUrl);
        continue;
      }
      const { url, error } = await upload(client, image.bytes, image.type);
      if (error) {
        throw new ImageUploadError(
          isNetworkFailure(error)
            ? OFFLINE_ACTION
            : IMAGE_MESSAGES.uploadFailed(product.name, error.message || 'the server refused it'),
        );
      }
      await markUploaded(runtime, id, url);
      urls.set(id, url);
    }
  }
  return urls;
}
