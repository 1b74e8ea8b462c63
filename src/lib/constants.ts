// Every number and fixed text value of the product (docs/product.md#constants and the rules
// it links), in one place so no feature inlines a delay, limit or fee.
import { msg } from './i18n/msg.ts';
import { INDIA_TIME_ZONE } from './india-time.ts';

// Money and delivery (amounts in paise).
export const DELIVERY_FEE_IN_PAISE = 15_000;
export const FREE_DELIVERY_THRESHOLD_IN_PAISE = 500_000;
export const CURRENCY_CODE = 'INR';
export const CURRENCY_LOCALE = 'en-IN';
/** Where the seller is registered for GST until site settings say otherwise (as in SQL). */
export const DEFAULT_SELLER_STATE = 'Maharashtra';
// Texts shown as they are are marked for the Hindi catalogues (shown with t(), src/i18n).
export const DELIVERY_TIME_METRO = msg('2-5 business days');
export const DELIVERY_TIME_ELSEWHERE = msg('5-7 business days');
export const DELIVERY_TIMES_TEXT = '2-5 business days in metros, 5-7 elsewhere';

// Catalogue.
export const POPULAR_RANK_MAX = 10;
export const DEFAULT_RANK = 999;
export const DEFAULT_MOQ = 1;
export const WARRANTY_YEARS = 2;
/** No product sold before this date can be registered (the database checks it too). */
export const EARLIEST_PURCHASE_DATE = '2015-01-01';
export const PRODUCT_CATEGORIES = ['Tools', 'Accessories'] as const;
export const PRODUCT_MODEL_KEYWORDS = ['ML01', 'SL01', 'SL02', 'MDR60'] as const;
export const PRODUCT_LOAD_RETRY_DELAYS_MS = [1000, 2000, 4000] as const;
export const RELATED_PRODUCTS_COUNT = 4;

// Realtime.
export const REALTIME_RECONNECT_MS = 5000;
export const REALTIME_HEARTBEAT_MS = 25_000;
export const REALTIME_TIMEOUT_MS = 10_000;
export const REALTIME_RECONNECT_BACKOFF_MS = [1000, 2000, 5000, 10_000] as const;
export const PUSH_BUFFER_CAP = 100;
export const STORAGE_LIST_DEFAULT_LIMIT = 100;

// Auth session.
export const SESSION_REFRESH_MARGIN_MS = 90_000;
export const SESSION_AUTO_REFRESH_TICK_MS = 30_000;
export const SESSION_AUTO_REFRESH_TICK_THRESHOLD = 3;
export const JWKS_CACHE_MS = 10 * 60 * 1000;
export const AUTH_REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_REFRESH_FIRST_RETRY_MS = 200;

// Banners.
export const BANNER_MARQUEE_SECONDS = 45;
export const BANNER_MARQUEE_MOBILE_SECONDS = 40;

// Chat assistant.
export const CHAT_HISTORY_LIMIT = 10;
export const CHAT_MAX_TOKENS = 500;
export const CHAT_TEMPERATURE = 0.7;
export const CHAT_REPLY_DELAY_MIN_MS = 1000;
export const CHAT_REPLY_DELAY_MAX_MS = 2000;
export const CHAT_DEFAULT_MODEL_OPENAI = 'gpt-3.5-turbo';
export const CHAT_DEFAULT_MODEL_GEMINI = 'gemini-3.5-flash';
export const LEAD_FORM_DELAY_MS = 2000;
export const LEAD_FORM_RANDOM_DELAY_MS = 3000;
export const LEAD_FORM_RANDOM_CHANCE = 0.3;
/** The random lead form appears once the chat holds more than this many messages. */
export const LEAD_FORM_RANDOM_MIN_MESSAGES = 2;
/**
 * The suggestion that opens the quotation request (with the lines the conversation last priced)
 * instead of being sent as a message. It first opened the "Get in Touch" form; it opens
 * a quotation since quotations exist (docs/decisions.md#get-quote-opens-the-quotation-request).
 */
export const QUOTE_SUGGESTION = 'Get quote';
/** Suggestions that open the "Get in Touch" form instead of being sent as a message. */
export const LEAD_FORM_SUGGESTIONS = [
  'Contact us',
  "Send us your contact details and we'll call you back ASAP",
] as const;

// Working hours (IST), as the assistant quotes them.
export const WORKING_HOURS_TIME_ZONE = INDIA_TIME_ZONE;
export const WORKING_HOURS = [
  { days: msg('Mon-Fri'), hours: '9:00-6:00' },
  { days: msg('Sat'), hours: '9:00-2:00' },
  { days: msg('Sun'), hours: msg('Closed') },
] as const;
export const WORKING_HOURS_TEXT = msg('Mon-Fri 9:00-6:00, Sat 9:00-2:00, Sun closed (IST)');

// Leads.
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'converted'] as const;
export const LEAD_PRIORITIES = ['low', 'medium', 'high'] as const;
export const LEAD_DEFAULT_STATUS = 'new';
export const LEAD_DEFAULT_PRIORITY = 'medium';
/** Priority is high only with more than this many messages (docs/product.md#lead-priority). */
export const LEAD_HIGH_PRIORITY_MIN_MESSAGES = 5;
export const LEAD_ANALYTICS_WINDOW = 30;
export const RECENT_LEADS_DEFAULT_LIMIT = 10;
export const SERVICE_AREA_CITY_COUNT = 20;
/** The 20 service cities the assistant names (the spec gives only the count). */
export const SERVICE_AREA_CITIES = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Surat',
  'Lucknow',
  'Kochi',
  'Chandigarh',
  'Indore',
  'Nagpur',
  'Coimbatore',
  'Bhubaneswar',
  'Visakhapatnam',
  'Noida',
  'Gurugram',
] as const;
/** Metros for the delivery estimate (2-5 business days); elsewhere 5-7. */
export const METRO_CITIES = [
  'Mumbai',
  'Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Kolkata',
] as const;

// Toasts.
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

// Roles.
export const ROLES = ['user', 'admin', 'superadmin'] as const;
export const DEFAULT_ROLE = 'user';

/**
 * Longest text a form field takes (designed here; the spec shows none). The database's check
 * constraints hold the same numbers (migration 20261123000100_text_lengths.sql), so a form
 * that passes is never refused later from the outbox.
 */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 20,
  company: 120,
  designation: 100,
  message: 2000,
  address: 200,
  city: 80,
  serialNumber: 40,
  dealer: 120,
  invoiceNumber: 40,
  notes: 2000,
} as const;

/**
 * Marks a part of the page an app update must not reload away while it is shown (the
 * checkout form): src/features/app-update waits until it is gone.
 */
export const HOLD_UPDATE_ATTRIBUTE = 'data-holds-update';
