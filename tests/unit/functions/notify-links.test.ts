// The link in a quotation's message (supabase/functions/notify/links.ts): the database writes
// {link} and the page's path; the sender puts the site's address (SITE_URL) in front of it.
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE_URL, siteUrl, withLink } from '../../../supabase/functions/notify/links.ts';

const settings =
  (values: Record<string, string>) =>
  (name: string): string | undefined =>
    values[name];

describe('quotation links in messages', () => {
  it('reads the site’s address from SITE_URL, without a trailing slash', () => {
    expect(siteUrl(settings({ SITE_URL: 'https://shop.mgrid.in/' }))).toBe('https://shop.mgrid.in');
    expect(siteUrl(settings({ SITE_URL: ' http://localhost:5173 ' }))).toBe(
      'http://localhost:5173',
    );
  });

  it('falls back to the local app when SITE_URL is missing or not a web address', () => {
    expect(siteUrl(settings({}))).toBe(DEFAULT_SITE_URL);
    expect(siteUrl(settings({ SITE_URL: 'shop.mgrid.in' }))).toBe('http://localhost:4173');
    expect(siteUrl(settings({ SITE_URL: 'javascript:alert(1)' }))).toBe('http://localhost:4173');
  });

  it('puts the full link where the message says {link}', () => {
    const token = 'a'.repeat(64);
    expect(
      withLink(
        'MGRID: quotation MG/QT/2026-27/00001 for ₹1,34,881, valid until 11 December 2026: {link}',
        `/quote/${token}`,
        'https://shop.mgrid.in',
      ),
    ).toBe(
      `MGRID: quotation MG/QT/2026-27/00001 for ₹1,34,881, valid until 11 December 2026: https://shop.mgrid.in/quote/${token}`,
    );
  });

  it('leaves an order’s message, which has no link path, as the database wrote it', () => {
    const body = 'MGRID: your order MG-1A2B3C4D is confirmed. {link} stays as written.';
    expect(withLink(body, null, 'https://shop.mgrid.in')).toBe(body);
  });
});
