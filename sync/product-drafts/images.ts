// Pictures an admin added to product drafts on this device, kept in their own small Dexie
// database (not an RxDB collection: the realm allows 13 and the app uses 12). Each is a resized
// picture's bytes, named in a draft as `local-image:<id>`, and, once uploaded, its bucket URL
// (so a retried publish never uploads it again). Removed after the publish that used it.
import { Dexie, type EntityTable } from 'dexie';
import type { SyncRuntime } from '../engine/runtime.ts';

// package.json pins dexie to the version RxDB's Dexie storage depends on: Dexie refuses two
// copies in one app, so both must resolve to the same module.

export interface LocalImage {
  id: string;
  /** The resized picture. Bytes, not a Blob: some browsers' IndexedDB lose Blobs. */
  bytes: ArrayBuffer;
  type: string;
  width: number;
  height: number;
  createdAt: number;
  /** Its public URL in the product-images bucket, once uploaded. */
  uploadedUrl: string | null;
}

type ImagesDb = Dexie & { images: EntityTable<LocalImage, 'id'> };

const open = new Map<string, ImagesDb>();

/** The pictures database beside this data layer's own (tests run several side by side). */
export function imagesDb(runtime: Pick<SyncRuntime, 'db'>): ImagesDb {
  const name = `${runtime.db.name}-draft-images`;
  let db = open.get(name);
  if (!db) {
    db = new Dexie(name) as ImagesDb;
    db.version(1).stores({ images: 'id, createdAt' });
    open.set(name, db);
  }
  return db;
}

export async function putLocalImage(
  runtime: Pick<SyncRuntime, 'db'>,
  image: Omit<LocalImage, 'id' | 'createdAt' | 'uploadedUrl'>,
): Promise<string> {
  const id = crypto.randomUUID();
  await imagesDb(runtime).images.add({ ...image, id, createdAt: Date.now(), uploadedUrl: null });
  return id;
}

export const getLocalImage = (runtime: Pick<SyncRuntime, 'db'>, id: string) =>
  imagesDb(runtime).images.get(id);

export async function markUploaded(runtime: Pick<SyncRuntime, 'db'>, id: string, url: string) {
  await imagesDb(runtime).images.update(id, { uploadedUrl: url });
}

/**
 * Removes the pictures no draft refers to any more: those `used` by a publish, and any picked
 * but never saved in a draft for over a day (a picture picked a moment ago may still be on
 * its way into a draft the admin is editing).
 */
export async function forgetLocalImages(
  runtime: Pick<SyncRuntime, 'db'>,
  used: readonly string[],
  stillReferenced: ReadonlySet<string>,
  now = Date.now(),
): Promise<void> {
  const images = imagesDb(runtime).images;
  const stale = await images
    .where('createdAt')
    .below(now - 24 * 60 * 60 * 1000)
    .primaryKeys();
  const gone = [...new Set([...used, ...stale])].filter((id) => !stillReferenced.has(id));
  if (gone.length > 0) await images.bulkDelete(gone);
}
