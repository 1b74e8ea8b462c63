// An admin's unpublished product edits, the catalogue with them laid over, their pictures on
// this device, and the publish status (docs/product.md#product-drafts-and-publishing).
import { useEffect, useState } from 'react';
import { localImageId } from '../../src/lib/local-images.ts';
import { startedSync } from '../engine/app-sync.ts';
import { runtimeOf } from '../engine/runtime-of.ts';
import { useAppLive, useAppStore } from '../engine/use-store.ts';
import { getLocalImage } from './images.ts';
import type { AdminProduct, ProductDraft } from './model.ts';
import { initialPublishStatus, publishStatusOf, type PublishStatus } from './publish-status.ts';
import { adminProductsStore, draftsStore } from './queries.ts';

const NONE: ProductDraft[] = [];

export function useDrafts(): ProductDraft[] {
  return useAppStore(draftsStore, NONE);
}

const NO_ADMIN_PRODUCTS = { value: [] as AdminProduct[], loaded: false };
const noAdminProducts = () => NO_ADMIN_PRODUCTS;

/**
 * Every product as the admin will publish it, hidden and draft-deleted ones included, in the
 * stored order (narrow and sort it with sync/products' useCatalogueQuery).
 */
export function useAdminProducts(): AdminProduct[] {
  return useAppLive(adminProductsStore, noAdminProducts).value;
}

export function usePublishStatus(): PublishStatus {
  return useAppStore(publishStatusOf, initialPublishStatus);
}

/**
 * A URL to show an image from a product's image list: a link as it is; a picture kept on this
 * device (`local-image:<id>`) as an object URL, revoked when the component lets go of it.
 * Null while it loads or when the picture is gone.
 */
export function useImageSource(image: string): string | null {
  const id = localImageId(image);
  const [local, setLocal] = useState<{ id: string; url: string | null } | null>(null);
  useEffect(() => {
    if (id === null) return;
    let url: string | null = null;
    let cancelled = false;
    void (async () => {
      const found = await getLocalImage(runtimeOf(await startedSync()), id).catch(() => null);
      if (cancelled) return;
      url = found ? URL.createObjectURL(new Blob([found.bytes], { type: found.type })) : null;
      setLocal({ id, url });
    })();
    return () => {
      cancelled = true;
      if (url) URL.revokeObjectURL(url);
    };
  }, [id]);
  if (id === null) return image;
  return local?.id === id ? local.url : null;
}
