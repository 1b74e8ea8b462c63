// Pictures kept on the device for product drafts: uploaded to the product-images bucket when
// the drafts are published, and the product then refers to the public URL. A refused upload
// publishes nothing and keeps drafts and pictures; a retried publish never uploads twice.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../../sync/session/actions.ts';
import { getProduct } from '../../../sync/products/actions.ts';
import {
  changeProduct,
  discardDraft,
  keepLocalImage,
  publishDrafts,
} from '../../../sync/product-drafts/actions.ts';
import { getLocalImage } from '../../../sync/product-drafts/images.ts';
import { localImageId } from '../../../src/lib/local-images.ts';
import { solidPng } from '../../support/png.ts';
import { internals, startClient, until, withServer, storedProduct } from './support.ts';
import { publishStatusOf } from '../../../sync/product-drafts/publish-status.ts';

const bytesOf = (buffer: Buffer) =>
  buffer.buffer.slice(buffer.byteOffset, buffer.byteOffset + buffer.byteLength) as ArrayBuffer;

describe('publishing drafts with pictures kept on the device', () => {
  const server = withServer();

  const objects = async () =>
    (
      await server.engine.query<{ name: string; version: string; mimetype: string }>(
        `select name, version, metadata->>'mimetype' as mimetype from storage.objects
         where bucket_id = 'product-images' order by name`,
      )
    ).rows;
  const images = async (id: string) =>
    (
      await server.engine.query<{ images: string[] }>(
        'select images from public.products where id = $1',
        [id],
      )
    ).rows[0]!.images;

  it('uploads on publish, keeps everything on a refusal, and never uploads twice', async () => {
    const sync = await startClient(server);
    await signIn('admin@mgrid.local', 'mgrid-demo', sync);
    await storedProduct(sync, 'ml01');
    const runtime = internals(sync);
    const before = await images('ml01');

    // A GIF: the bucket takes JPEG, PNG, WebP and AVIF only, so the upload is refused.
    const gif = await keepLocalImage(
      {
        bytes: bytesOf(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')),
        type: 'image/gif',
        width: 1,
        height: 1,
      },
      sync,
    );
    await changeProduct('ml01', { images: [gif, ...before] }, sync);
    const refused = await publishDrafts({}, sync);
    expect(refused.ok).toBe(false);
    expect(refused.error).toBe(
      'Could not upload a picture of MGRID ML01 Line Laser: mime type image/gif is not supported. Nothing was published; your drafts and pictures are kept on this device.',
    );
    expect(publishStatusOf(sync).get()).toMatchObject({
      lastError: refused.error,
      pendingChanges: true,
    });
    expect(await images('ml01')).toEqual(before);
    expect(await getLocalImage(runtime, localImageId(gif)!)).toBeDefined();
    expect((await runtime.db.product_drafts.findOne('ml01').exec())?.product.images).toEqual([
      gif,
      ...before,
    ]);

    // The admin swaps it for a PNG; meanwhile another admin changes the product (a conflict),
    // so this publish uploads the picture but writes no product.
    const png = solidPng(32, 24, [215, 38, 46]);
    const ref = await keepLocalImage(
      { bytes: bytesOf(png), type: 'image/png', width: 32, height: 24 },
      sync,
    );
    await changeProduct('ml01', { images: [ref, ...before] }, sync);
    await server.engine.query(`update public.products set "stockQuantity" = 3 where id = 'ml01'`);
    const conflict = await publishDrafts({}, sync);
    expect(conflict.conflicts.map((c) => c.id)).toEqual(['ml01']);
    const uploaded = await objects();
    expect(uploaded).toEqual([
      {
        name: expect.stringMatching(/^products\/[0-9a-f]{64}\.png$/),
        version: expect.any(String),
        mimetype: 'image/png',
      },
    ]);
    expect(await images('ml01')).toEqual(before);

    // Forced after review: the product now refers to the bucket URL; the picture went once.
    const forced = await publishDrafts({ force: true }, sync);
    expect(forced).toMatchObject({ ok: true, error: null });
    expect(await objects()).toEqual(uploaded);
    const url = `${server.url}/storage/v1/object/public/product-images/${uploaded[0]!.name}`;
    expect(await images('ml01')).toEqual([url, ...before]);
    const served = await fetch(url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png);
    // Published, the picture leaves the device; the refused GIF, referenced by nothing, stays
    // until it is a day old.
    expect(await getLocalImage(runtime, localImageId(ref)!)).toBeUndefined();
    expect(await runtime.db.product_drafts.findOne('ml01').exec()).toBeNull();
    await until(
      () => getProduct('ml01', sync),
      (p) => p?.images[0] === url,
    );
  });

  it('says so when a picture the draft names is no longer on the device', async () => {
    const sync = await startClient(server);
    await signIn('admin@mgrid.local', 'mgrid-demo', sync);
    await storedProduct(sync, 'sl02');
    await changeProduct(
      'sl02',
      { images: ['local-image:0b7c2d1e-3f40-4a5b-8c6d-7e8f90a1b2c3'] },
      sync,
    );
    const result = await publishDrafts({}, sync);
    expect(result.error).toMatch(/^A picture of .+ is no longer on this device\. Remove it/);
    expect(await internals(sync).db.product_drafts.findOne('sl02').exec()).not.toBeNull();

    // Discarding a draft takes its pictures off the device too.
    const png = solidPng(4, 4, [0, 0, 0]);
    const ref = await keepLocalImage(
      { bytes: bytesOf(png), type: 'image/png', width: 4, height: 4 },
      sync,
    );
    await changeProduct('sl02', { images: [ref] }, sync);
    expect(await getLocalImage(internals(sync), localImageId(ref)!)).toBeDefined();
    await discardDraft('sl02', sync);
    expect(await getLocalImage(internals(sync), localImageId(ref)!)).toBeUndefined();
  });
});
