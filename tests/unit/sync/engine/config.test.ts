import { describe, expect, it } from 'vitest';
import { parseSyncConfig } from '../../../../sync/engine/config.ts';

describe('sync configuration from VITE_ variables', () => {
  it('runs on the bundled catalogue when no URL is set', () => {
    expect(parseSyncConfig({})).toEqual({ mode: 'bundled' });
    expect(parseSyncConfig({ VITE_SUPABASE_URL: '  ', VITE_SUPABASE_ANON_KEY: 'k' })).toEqual({
      mode: 'bundled',
    });
  });

  it('accepts the anon key or the publishable key, and trims a trailing slash', () => {
    expect(
      parseSyncConfig({
        VITE_SUPABASE_URL: 'http://127.0.0.1:54321/',
        VITE_SUPABASE_ANON_KEY: 'a',
      }),
    ).toEqual({ mode: 'live', supabaseUrl: 'http://127.0.0.1:54321', supabaseKey: 'a' });
    expect(
      parseSyncConfig({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_x',
      }),
    ).toEqual({
      mode: 'live',
      supabaseUrl: 'https://abc.supabase.co',
      supabaseKey: 'sb_publishable_x',
    });
  });

  it('refuses a URL without a key, and a URL that is not http(s)', () => {
    expect(() => parseSyncConfig({ VITE_SUPABASE_URL: 'https://abc.supabase.co' })).toThrow(
      /^Supabase is not configured: VITE_SUPABASE_URL is set but neither/,
    );
    expect(() =>
      parseSyncConfig({ VITE_SUPABASE_URL: 'abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).toThrow('Supabase is not configured: VITE_SUPABASE_URL must be an http(s) URL');
    expect(() =>
      parseSyncConfig({ VITE_SUPABASE_URL: 'ftp://abc.example', VITE_SUPABASE_ANON_KEY: 'k' }),
    ).toThrow(/must be an http\(s\) URL/);
  });
});
