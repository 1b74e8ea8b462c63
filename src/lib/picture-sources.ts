// The demo catalogue's pictures come in two widths (scripts/render-product-pictures.ts):
// `/images/products/<name>.webp` at 800 px, for a product page's main picture on a phone's
// 1.75-3x screen, and `<name>-400.webp` at 400 px, for cards and thumbnails, a quarter of the
// bytes. Sixteen cards at 800 px took about 0.7 s of a slow 4G line on /products. Pictures
// from anywhere else (uploads to the product-images bucket, other hosts) have one size.

const BUNDLED = /^\/images\/products\/([a-z0-9-]+)\.webp$/;

/** The bundled picture's name, or undefined (its 400 px version counts as another address). */
const bundledName = (src: string) => {
  const name = BUNDLED.exec(src)?.[1];
  return name && !name.endsWith('-400') ? name : undefined;
};

const small = (name: string) => `/images/products/${name}-400.webp`;

/** The `srcset` of a bundled picture, or undefined for any other address. */
export function pictureSrcSet(src: string): string | undefined {
  const name = bundledName(src);
  return name ? `${small(name)} 400w, ${src} 800w` : undefined;
}

/** The smallest version of a picture, for places that show it at 100 px or less. */
export function smallPicture(src: string): string {
  const name = bundledName(src);
  return name ? small(name) : src;
}
