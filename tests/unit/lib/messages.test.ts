import { describe, expect, it } from 'vitest';
import * as m from '../../../src/lib/messages.ts';

// Word for word from docs/product.md#messages: a changed character here is a changed requirement.
describe('spec message texts', () => {
  it.each([
    // section 5
    ['NAME_REQUIRED', 'Name is required'],
    ['EMAIL_REQUIRED', 'Email is required'],
    ['EMAIL_INVALID', 'Please enter a valid email address'],
    ['PHONE_REQUIRED', 'Phone number is required'],
    ['PHONE_INVALID', 'Please enter a valid Indian phone number'],
    ['CONSENT_REQUIRED', 'Please accept the terms and conditions'],
    // section 8, thrown
    ['SUPABASE_NOT_CONFIGURED', 'Supabase is not configured'],
    ['SUPABASE_NOT_CONFIGURED_SHORT', 'Supabase not configured'],
    ['USER_CREATION_FAILED', 'User creation failed'],
    ['SIGN_IN_FAILED', 'Sign in failed'],
    ['ACCOUNT_DEACTIVATED', 'Your account has been deactivated. Please contact support.'],
    ['EMAIL_OR_PHONE_REQUIRED', 'You must provide either an email or phone number.'],
    ['TOKEN_VERIFICATION_ERROR', 'An error occurred on token verification.'],
    ['NO_BROWSER_DETECTED', 'No browser detected.'],
    ['NO_CODE_DETECTED', 'No code detected.'],
    ['NO_SESSION_IN_URL', 'No session defined in URL'],
    ['NOT_A_PKCE_FLOW_URL', 'Not a valid PKCE flow url.'],
    ['BANNER_NOT_FOUND', 'Banner not found'],
    ['JWT_EXPIRED', 'JWT has expired'],
    ['JWT_MISSING_EXP', 'Missing exp claim'],
    ['JWT_INVALID_SIGNATURE', 'Invalid JWT signature'],
    // section 8, shown
    ['PRODUCTS_LOAD_FAILED', 'Failed to load products'],
    ['REALTIME_SYNC_FAILED', 'Failed to sync latest changes'],
    ['SERVICES_LOAD_FAILED', 'Failed to load services'],
    ['BANNERS_FETCH_FAILED', 'Failed to fetch banners'],
    [
      'CHAT_ERROR',
      "I'm sorry, I encountered an error processing your message. Please try again or contact our support team.",
    ],
    [
      'LEAD_SAVE_ERROR',
      "I'm sorry, there was an error saving your information. Please try again or contact us directly.",
    ],
    ['LEAD_SAVE_SUCCESS', 'Thank you for your information! Our team will get back to you soon...'],
    ['PUBLISH_UNKNOWN_ERROR', 'Unknown error occurred'],
    // section 2
    ['CHECKING_AUTHENTICATION', 'Checking authentication...'],
    ['ERROR_SCREEN_TITLE', 'Something went wrong'],
    ['ERROR_SCREEN_REFRESH', 'Refresh Page'],
    ['ERROR_SCREEN_HOME', 'Go to Homepage'],
    ['CHAT_WIDGET_TITLE', 'MGRID ASSISTANT'],
    ['LEAD_FORM_TITLE', 'Get in Touch'],
  ] as const)('%s', (name, text) => {
    expect(m[name]).toBe(text);
  });

  it('names the conflicting products when publishing stops', () => {
    expect(m.publishConflictMessage(['sl02'])).toContain('a product was changed on the server');
    expect(m.publishConflictMessage(['sl02', 'ml01'])).toContain('2 products were changed');
    expect(m.publishConflictMessage(['sl02', 'ml01'])).toContain('(sl02, ml01)');
    expect(m.publishConflictMessage(['sl02'])).toMatch(/^Not published: /);
    expect(m.publishConflictMessage(['sl02'], 1)).toMatch(/^Published 1 change\. Not published: /);
    expect(m.publishConflictMessage(['sl02'], 3)).toMatch(/^Published 3 changes\. Not published: /);
  });

  it('has no empty or untrimmed message', () => {
    const texts = (Object.values(m) as unknown[]).filter((v): v is string => typeof v === 'string');
    expect(texts.length).toBeGreaterThan(40);
    for (const text of texts) {
      expect(text).not.toBe('');
      expect(text.trim()).toBe(text);
    }
  });
});
