import { describe, expect, it } from 'vitest';
import * as c from '../../../src/lib/constants.ts';

describe('spec constants', () => {
  it.each([
    ['DELIVERY_FEE_IN_PAISE', 15_000],
    ['FREE_DELIVERY_THRESHOLD_IN_PAISE', 500_000],
    ['POPULAR_RANK_MAX', 10],
    ['DEFAULT_RANK', 999],
    ['DEFAULT_MOQ', 1],
    ['WARRANTY_YEARS', 2],
    ['EARLIEST_PURCHASE_DATE', '2015-01-01'],
    ['DEFAULT_SELLER_STATE', 'Maharashtra'],
    ['REALTIME_RECONNECT_MS', 5000],
    ['REALTIME_HEARTBEAT_MS', 25_000],
    ['REALTIME_TIMEOUT_MS', 10_000],
    ['PUSH_BUFFER_CAP', 100],
    ['STORAGE_LIST_DEFAULT_LIMIT', 100],
    ['SESSION_REFRESH_MARGIN_MS', 90_000],
    ['SESSION_AUTO_REFRESH_TICK_MS', 30_000],
    ['SESSION_AUTO_REFRESH_TICK_THRESHOLD', 3],
    ['JWKS_CACHE_MS', 600_000],
    ['AUTH_REQUEST_TIMEOUT_MS', 30_000],
    ['TOKEN_REFRESH_FIRST_RETRY_MS', 200],
    ['BANNER_MARQUEE_SECONDS', 45],
    ['BANNER_MARQUEE_MOBILE_SECONDS', 40],
    ['CHAT_HISTORY_LIMIT', 10],
    ['CHAT_MAX_TOKENS', 500],
    ['CHAT_TEMPERATURE', 0.7],
    ['CHAT_REPLY_DELAY_MIN_MS', 1000],
    ['CHAT_REPLY_DELAY_MAX_MS', 2000],
    ['CHAT_DEFAULT_MODEL_OPENAI', 'gpt-3.5-turbo'],
    ['CHAT_DEFAULT_MODEL_GEMINI', 'gemini-3.5-flash'],
    ['LEAD_FORM_DELAY_MS', 2000],
    ['LEAD_FORM_RANDOM_DELAY_MS', 3000],
    ['LEAD_FORM_RANDOM_CHANCE', 0.3],
    ['LEAD_FORM_RANDOM_MIN_MESSAGES', 2],
    ['LEAD_DEFAULT_STATUS', 'new'],
    ['LEAD_DEFAULT_PRIORITY', 'medium'],
    ['LEAD_HIGH_PRIORITY_MIN_MESSAGES', 5],
    ['LEAD_ANALYTICS_WINDOW', 30],
    ['RECENT_LEADS_DEFAULT_LIMIT', 10],
    ['SERVICE_AREA_CITY_COUNT', 20],
    ['TOAST_LIMIT', 1],
    ['TOAST_REMOVE_DELAY_MS', 1_000_000],
    ['DEFAULT_ROLE', 'user'],
    ['CURRENCY_CODE', 'INR'],
    ['CURRENCY_LOCALE', 'en-IN'],
    ['WORKING_HOURS_TIME_ZONE', 'Asia/Kolkata'],
  ] as const)('%s is %j', (name, value) => {
    expect(c[name]).toBe(value);
  });

  it('lists the retry and backoff delays in order', () => {
    expect(c.PRODUCT_LOAD_RETRY_DELAYS_MS).toEqual([1000, 2000, 4000]);
    expect(c.REALTIME_RECONNECT_BACKOFF_MS).toEqual([1000, 2000, 5000, 10_000]);
  });

  it('names the catalogue, lead and role vocabularies', () => {
    expect(c.PRODUCT_CATEGORIES).toEqual(['Tools', 'Accessories']);
    expect(c.PRODUCT_MODEL_KEYWORDS).toEqual(['ML01', 'SL01', 'SL02', 'MDR60']);
    expect(c.LEAD_STATUSES).toEqual(['new', 'contacted', 'qualified', 'converted']);
    expect(c.LEAD_PRIORITIES).toEqual(['low', 'medium', 'high']);
    expect(c.ROLES).toEqual(['user', 'admin', 'superadmin']);
    expect(c.QUOTE_SUGGESTION).toBe('Get quote');
    expect(c.LEAD_FORM_SUGGESTIONS).toEqual([
      'Contact us',
      "Send us your contact details and we'll call you back ASAP",
    ]);
  });

  it('quotes delivery times and working hours as the spec does', () => {
    expect(c.DELIVERY_TIMES_TEXT).toBe('2-5 business days in metros, 5-7 elsewhere');
    expect(c.WORKING_HOURS).toEqual([
      { days: 'Mon-Fri', hours: '9:00-6:00' },
      { days: 'Sat', hours: '9:00-2:00' },
      { days: 'Sun', hours: 'Closed' },
    ]);
    expect(c.WORKING_HOURS_TEXT).toBe('Mon-Fri 9:00-6:00, Sat 9:00-2:00, Sun closed (IST)');
  });
});
