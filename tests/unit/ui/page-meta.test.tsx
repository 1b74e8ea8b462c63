import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  absoluteUrl,
  canonicalUrl,
  DEFAULT_SITE_URL,
  siteOrigin,
} from '../../../src/lib/site-url.ts';
import { PageMeta } from '../../../src/ui/page-meta.tsx';

const headAt = (address: string) =>
  renderToStaticMarkup(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '*',
            element: (
              <PageMeta
                title="MGRID SL02"
                description="Green crossline laser"
                image="/images/products/sl02.webp"
                type="product"
              />
            ),
          },
        ],
        { initialEntries: [address] },
      )}
    />,
  );

describe('the head of a public page', () => {
  it('has an absolute og:image, og:url and canonical link on the site origin', () => {
    const html = headAt('/products/sl02?ref=whatsapp#reviews');
    expect(html).toContain(
      `<meta property="og:image" content="${DEFAULT_SITE_URL}/images/products/sl02.webp"/>`,
    );
    expect(html).toContain(`<meta property="og:url" content="${DEFAULT_SITE_URL}/products/sl02"/>`);
    expect(html).toContain(`<link rel="canonical" href="${DEFAULT_SITE_URL}/products/sl02"/>`);
  });

  it('takes the origin from VITE_SITE_URL, falling back to the local app', () => {
    expect(siteOrigin('https://mgrid.in/')).toBe('https://mgrid.in');
    expect(siteOrigin(' https://shop.mgrid.in/anything ')).toBe('https://shop.mgrid.in');
    expect(siteOrigin(undefined)).toBe('http://localhost:4173');
    expect(siteOrigin('not a url')).toBe('http://localhost:4173');
    expect(siteOrigin('ftp://mgrid.in')).toBe('http://localhost:4173');
    expect(absoluteUrl('/images/a.webp', 'https://mgrid.in')).toBe(
      'https://mgrid.in/images/a.webp',
    );
    expect(absoluteUrl('https://cdn.example/a.webp', 'https://mgrid.in')).toBe(
      'https://cdn.example/a.webp',
    );
    expect(canonicalUrl('/', 'https://mgrid.in')).toBe('https://mgrid.in/');
  });
});
