// /dealers/apply's parts: what the application's status says in each state (on this phone,
// refused with the database's words, waiting for review, approved, rejected with the reason),
// and the draft kept while a visitor signs in (only texts kept, a broken one ignored).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationStatus } from '../../../src/features/dealer-apply/application-status.tsx';
import {
  DRAFT_KEY,
  EMPTY_DRAFT,
  forgetDraft,
  keepDraft,
  readDraft,
} from '../../../src/features/dealer-apply/draft.ts';
import type { DealerApplication } from '../../../sync/dealer-applications/model.ts';
import { render, textOf } from '../ui/render.tsx';

const application: DealerApplication = {
  id: '3d000000-0000-4000-8000-000000000001',
  ownerId: 'u1',
  businessName: 'Pune Tools Pvt Ltd',
  tradeName: null,
  gstin: '27AAPFU0939F1ZV',
  addressLine1: '14 Laxmi Road',
  addressLine2: null,
  pinCode: '411002',
  city: 'Pune',
  state: 'Maharashtra',
  ownerName: 'Sunil Patil',
  mobile: '+919822012345',
  email: 'sunil@punetools.in',
  shopType: 'service_centre',
  createdAt: '2026-12-03T10:00:00.000Z',
  sendState: 'waiting',
  refusedBecause: null,
  status: null,
  rejectReason: null,
};

const shown = (a: Partial<DealerApplication>) => {
  const html = render(<ApplicationStatus application={{ ...application, ...a }} />);
  return { html, text: textOf(html) };
};

describe("the application's status", () => {
  it('says it is on this phone until sent', () => {
    const { html, text } = shown({});
    expect(html).toContain('data-state="waiting"');
    expect(text).toContain(
      'Saved on this phone Your application is saved on this phone. It will be sent when you are back online; nothing more to do.',
    );
    expect(text).toContain(
      'Pune Tools Pvt Ltd (27AAPFU0939F1ZV), Service centre (repairs and calibration), applied on 3 Dec 2026',
    );
  });

  it("shows a refusal in the database's words", () => {
    const { html, text } = shown({
      sendState: 'refused',
      refusedBecause: 'You already have a dealer application waiting for review.',
    });
    expect(html).toContain('role="alert"');
    expect(text).toContain(
      'We could not take this application You already have a dealer application waiting for review.',
    );
  });

  it('follows the review: pending, approved, rejected with the reason', () => {
    expect(shown({ sendState: 'sent', status: 'pending' }).text).toContain(
      'Sent: waiting for review',
    );
    expect(shown({ sendState: 'sent', status: 'approved' }).text).toContain(
      'Your application is approved',
    );
    const rejected = shown({
      sendState: 'sent',
      status: 'rejected',
      rejectReason: 'The GSTIN is of another business.',
    });
    expect(rejected.html).toContain('data-state="rejected"');
    expect(rejected.text).toContain(
      'Your application was not approved Reason: The GSTIN is of another business.',
    );
  });
});

describe('the draft kept on this phone', () => {
  const items = new Map<string, string>();
  const storage = {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
  beforeAll(() => Object.assign(globalThis, { window: { localStorage: storage } }));
  afterAll(() => Reflect.deleteProperty(globalThis, 'window'));
  afterEach(() => items.clear());

  it('comes back as it was typed, and is forgotten once the application is stored', () => {
    expect(readDraft()).toEqual(EMPTY_DRAFT);
    keepDraft({ ...EMPTY_DRAFT, businessName: 'Pune Tools', gstin: '27AAPFU' });
    expect(readDraft()).toEqual({ ...EMPTY_DRAFT, businessName: 'Pune Tools', gstin: '27AAPFU' });
    forgetDraft();
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });

  it('keeps only texts, and ignores a draft that is not JSON', () => {
    items.set(DRAFT_KEY, JSON.stringify({ businessName: 7, city: 'Pune', extra: 'x' }));
    expect(readDraft()).toEqual({ ...EMPTY_DRAFT, city: 'Pune' });
    items.set(DRAFT_KEY, '{not json');
    expect(readDraft()).toEqual(EMPTY_DRAFT);
  });
});
