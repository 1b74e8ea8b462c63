import { describe, expect, it } from 'vitest';
import { pictureSrcSet, smallPicture } from '../../../src/lib/picture-sources.ts';

describe('picture sources', () => {
  it('offers a bundled picture at 400 and 800 px', () => {
    expect(pictureSrcSet('/images/products/sl02-kit.webp')).toBe(
      '/images/products/sl02-kit-400.webp 400w, /images/products/sl02-kit.webp 800w',
    );
    expect(smallPicture('/images/products/ml01.webp')).toBe('/images/products/ml01-400.webp');
  });

  it('leaves every other address as it is: uploads, old drawings, other hosts', () => {
    for (const src of [
      'http://127.0.0.1:54321/storage/v1/object/public/product-images/products/a.webp',
      '/images/products/ml01.svg',
      'https://cdn.example.com/images/products/ml01.webp',
      '/images/products/ml01-400.webp.png',
      '/images/products/ml01-400.webp',
      '/icons/icon.svg',
    ]) {
      expect(pictureSrcSet(src)).toBeUndefined();
      expect(smallPicture(src)).toBe(src);
    }
  });
});
