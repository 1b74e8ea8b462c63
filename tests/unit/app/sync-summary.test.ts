import { describe, expect, it } from 'vitest';
import { connectionOf, syncSummary, waitingText } from '../../../src/app/layout/sync-summary.ts';

const none = { orders: 0, leads: 0, registrations: 0, adminCommands: 0, refused: 0 };

describe('waitingText', () => {
  it('names what waits, in plain English', () => {
    expect(waitingText(none)).toBeNull();
    expect(waitingText({ ...none, orders: 1 })).toBe('1 order');
    expect(waitingText({ ...none, orders: 1, leads: 2 })).toBe('1 order and 2 enquiries');
    expect(waitingText({ ...none, orders: 2, leads: 1, registrations: 1 })).toBe(
      '2 orders, 1 enquiry and 1 registration',
    );
    // Staff commands: order actions and lead status changes (admin_commands).
    expect(waitingText({ ...none, adminCommands: 1 })).toBe('1 order or lead update');
    expect(waitingText({ ...none, adminCommands: 3 })).toBe('3 order and lead updates');
  });
});

describe('syncSummary', () => {
  it('says nothing when online with nothing waiting', () => {
    expect(syncSummary({ connection: 'online', storageError: null, counts: none })).toBeNull();
  });

  it('reassures when offline, naming what is kept on the device', () => {
    expect(
      syncSummary({
        connection: 'device-offline',
        storageError: null,
        counts: { ...none, orders: 1 },
      }),
    ).toEqual({
      tone: 'offline',
      text: 'You are offline. 1 order saved on this device, sent automatically when you are back online.',
      canRetry: false,
    });
    expect(
      syncSummary({ connection: 'device-offline', storageError: null, counts: none })?.text,
    ).toMatch(/^You are offline\. You can keep browsing and ordering/);
  });

  it('offers a retry when online with writes waiting', () => {
    expect(
      syncSummary({ connection: 'online', storageError: null, counts: { ...none, leads: 3 } }),
    ).toEqual({
      tone: 'waiting',
      text: '3 enquiries waiting to sync.',
      canRetry: true,
    });
  });

  it('tells an unreachable server apart from an offline device', () => {
    expect(
      syncSummary({ connection: 'server-unreachable', storageError: null, counts: none }),
    ).toEqual({
      tone: 'unreachable',
      text: 'Our server is not answering; your internet works. You can keep browsing and ordering.',
      canRetry: true,
    });
    expect(
      syncSummary({
        connection: 'server-unreachable',
        storageError: null,
        counts: { ...none, orders: 1 },
        productsLoadError: 'Failed to load products',
      })?.text,
    ).toBe(
      'Failed to load products: our server is not answering. Showing the catalogue saved in the app. 1 order saved on this device, sent when it answers.',
    );
  });

  it('shows a failed first load of the products when the server answered with an error', () => {
    expect(
      syncSummary({
        connection: 'online',
        storageError: null,
        counts: none,
        productsLoadError: 'Failed to load products',
      }),
    ).toEqual({
      tone: 'problem',
      text: 'Failed to load products. Showing the catalogue saved in the app.',
      canRetry: true,
    });
  });

  it('reads the connection from the status', () => {
    const status = { mode: 'live' as const, browserOnline: true, backendReachable: null };
    expect(connectionOf(status)).toBe('online');
    expect(connectionOf({ ...status, backendReachable: false })).toBe('server-unreachable');
    expect(connectionOf({ ...status, browserOnline: false, backendReachable: false })).toBe(
      'device-offline',
    );
    expect(connectionOf({ ...status, mode: 'bundled', backendReachable: false })).toBe('online');
  });

  it('puts a storage problem, then refused writes, first', () => {
    expect(
      syncSummary({ connection: 'device-offline', storageError: 'Out of space', counts: none }),
    ).toEqual({
      tone: 'problem',
      text: 'Out of space',
      canRetry: false,
    });
    expect(
      syncSummary({
        connection: 'online',
        storageError: null,
        counts: { ...none, refused: 1, orders: 1 },
      })?.tone,
    ).toBe('problem');
  });
});
