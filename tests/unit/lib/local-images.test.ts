import { describe, expect, it } from 'vitest';
import {
  IMAGE_MESSAGES,
  MAX_SOURCE_IMAGE_BYTES,
  fitWithin,
  imageFileProblem,
  isLocalImageRef,
  localImageId,
  localImageIds,
  localImageRef,
  productImagePath,
  replaceLocalImages,
} from '../../../src/lib/local-images.ts';
import { blankProduct, validateProduct } from '../../../src/lib/product-form.ts';

const A = '0b7c2d1e-3f40-4a5b-8c6d-7e8f90a1b2c3';
const B = '11111111-2222-4333-8444-555555555555';

describe('local image references', () => {
  it('round-trips an id and refuses anything else', () => {
    expect(localImageRef(A)).toBe(`local-image:${A}`);
    expect(localImageId(localImageRef(A))).toBe(A);
    expect(localImageId('local-image:not-a-uuid')).toBeNull();
    expect(localImageId(`local-image:${A}/../x`)).toBeNull();
    expect(localImageId(`LOCAL-IMAGE:${A}`)).toBeNull();
    expect(localImageId(`https://cdn.example.com/local-image:${A}`)).toBeNull();
    expect(isLocalImageRef('/images/products/ml01.svg')).toBe(false);
  });

  it('lists the local pictures once each, in order', () => {
    const images = ['/a.webp', localImageRef(B), localImageRef(A), localImageRef(B)];
    expect(localImageIds(images)).toEqual([B, A]);
  });

  it('replaces only the references it has URLs for, keeping order', () => {
    const images = [localImageRef(A), '/images/x.svg', localImageRef(B)];
    const urls = new Map([
      [A, 'http://127.0.0.1:54321/storage/v1/object/public/product-images/products/a.webp'],
    ]);
    expect(replaceLocalImages(images, urls)).toEqual([
      urls.get(A),
      '/images/x.svg',
      localImageRef(B),
    ]);
  });

  it('lets a draft hold a local picture, but still refuses unsafe links', () => {
    const product = { ...blankProduct('p1'), name: 'P', price: '₹100' };
    expect(validateProduct({ ...product, images: [localImageRef(A), '/x.webp'] })).toEqual({});
    expect(validateProduct({ ...product, images: ['local-image:nope'] }).images).toBeDefined();
    expect(validateProduct({ ...product, images: ['javascript:alert(1)'] }).images).toBeDefined();
  });
});

describe('resizing', () => {
  it('fits the longest side within the limit, keeping the shape', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(fitWithin(3000, 4000)).toEqual({ width: 1200, height: 1600 });
    expect(fitWithin(1601, 1601)).toEqual({ width: 1600, height: 1600 });
    expect(fitWithin(4032, 3024, 1000)).toEqual({ width: 1000, height: 750 });
  });

  it('never enlarges a small picture, and never rounds a side to zero', () => {
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1600, 900)).toEqual({ width: 1600, height: 900 });
    expect(fitWithin(10_000, 2)).toEqual({ width: 1600, height: 1 });
  });
});

describe('picked files', () => {
  it('refuses non-pictures and huge files with a clear message', () => {
    expect(imageFileProblem({ type: 'image/jpeg', size: 4_000_000 })).toBeNull();
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
    expect(imageFileProblem({ type: '', size: 10 })).toBe(IMAGE_MESSAGES.notAnImage);
    expect(imageFileProblem({ type: 'image/png', size: MAX_SOURCE_IMAGE_BYTES + 1 })).toBe(
      IMAGE_MESSAGES.tooLarge,
    );
  });
});

describe('bucket paths', () => {
  it('names an object by its content hash and type', () => {
    const hash = 'a'.repeat(64);
    expect(productImagePath(hash, 'image/webp')).toBe(`products/${hash}.webp`);
    expect(productImagePath(hash, 'image/jpeg')).toBe(`products/${hash}.jpg`);
    expect(() => productImagePath('../etc', 'image/webp')).toThrow();
  });
});
