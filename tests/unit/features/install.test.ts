import { describe, expect, it } from 'vitest';
import { isIosSafari } from '../../../src/features/install/install-state.ts';

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const IPAD_SAFARI =
  'Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1';
const IPHONE_CHROME =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1';
const IPHONE_FIREFOX =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/132.0 Mobile/15E148 Safari/605.1.15';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

describe('isIosSafari', () => {
  it('is true for Safari on iPhone and iPad, outside the home-screen app', () => {
    expect(isIosSafari(IPHONE_SAFARI, false)).toBe(true);
    expect(isIosSafari(IPAD_SAFARI, false)).toBe(true);
  });

  it('is false once opened from the home screen', () => {
    expect(isIosSafari(IPHONE_SAFARI, true)).toBe(false);
  });

  it('is false for other iOS browsers and for Android', () => {
    expect(isIosSafari(IPHONE_CHROME, false)).toBe(false);
    expect(isIosSafari(IPHONE_FIREFOX, false)).toBe(false);
    expect(isIosSafari(ANDROID_CHROME, false)).toBe(false);
  });
});
