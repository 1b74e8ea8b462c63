// The chat collection (order, one session id per conversation, clear) and the enriched lead:
// interest detected in any form's message, the place from the IP services when they answer
// in time, nothing when they fail or are slow, and the save never waiting long for them.
import 'fake-indexeddb/auto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addChatMessage, clearChat, getChatMessages } from '../../../sync/chat/actions.ts';
import type { Sync } from '../../../sync/engine/runtime.ts';
import { runtimeOf } from '../../../sync/engine/runtime-of.ts';
import { submitEnrichedLead } from '../../../sync/lead-enrichment/actions.ts';
import { lookupPlace } from '../../../sync/lead-enrichment/enrichment.ts';
import { leadsStore } from '../../../sync/leads/queries.ts';
import { bundledSync } from './support.ts';

let sync: Sync;
beforeEach(async () => {
  sync = await bundledSync();
});
afterEach(async () => {
  await sync.stop();
});

describe('chat collection', () => {
  it('keeps messages in order under one session id; clear empties and starts a new session', async () => {
    await addChatMessage({ type: 'user', content: 'ML01' }, sync);
    await addChatMessage(
      { type: 'bot', content: 'It costs ₹3,499', productId: 'ml01', suggestions: ['Get quote'] },
      sync,
    );
    const messages = await getChatMessages(sync);
    expect(messages.map((m) => [m.type, m.content, m.productId])).toEqual([
      ['user', 'ML01', null],
      ['bot', 'It costs ₹3,499', 'ml01'],
    ]);
    expect(messages[1]!.suggestions).toEqual(['Get quote']);
    expect(new Set(messages.map((m) => m.sessionId)).size).toBe(1);
    await clearChat(sync);
    expect(await getChatMessages(sync)).toEqual([]);
    const next = await addChatMessage({ type: 'user', content: 'hi' }, sync);
    expect(next.sessionId).not.toBe(messages[0]!.sessionId);
  });
});

describe('submitEnrichedLead', () => {
  it('records the products and services named in any form message ("need 5 SL02")', async () => {
    const id = await submitEnrichedLead(
      {
        name: 'Asha',
        phone: '9820045120',
        source: 'contact',
        message: 'need 5 SL02 and an e-repair',
      },
      sync,
      { placeWaitMs: 50 },
    );
    const doc = (await runtimeOf(sync).db.leads.findOne(id).exec())!.toJSON();
    expect(doc.interested_products).toEqual(['sl02']);
    expect(doc.interested_services).toEqual(['E-Repair']);
    expect(doc.priority).toBe('medium');
    expect(doc.timezone).toBeTruthy();
  });
});

describe('a lead the server refuses', () => {
  it('keeps the server reason for the widget to show', async () => {
    const id = await submitEnrichedLead(
      { name: 'Asha', phone: '9820045120', source: 'chat' },
      sync,
      { placeWaitMs: 10 },
    );
    const doc = await runtimeOf(sync).db.leads.findOne(id).exec();
    await doc!.incrementalPatch({ syncError: 'Too many leads from this session' });
    const leads = await leadsStore(sync).ready();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lead =
      leadsStore(sync)
        .get()
        .find((l) => l.id === id) ?? leads.find((l) => l.id === id);
    expect(lead).toMatchObject({
      syncState: 'refused',
      syncError: 'Too many leads from this session',
    });
  });
});

describe('lookupPlace against local stand-ins of the IP services', () => {
  let server: Server;
  let base = '';
  let mode: 'ok' | 'error' | 'slow' = 'ok';
  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = () => {
        if (mode === 'error') {
          res.writeHead(503).end('busy');
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' });
        if (req.url === '/ip') res.end(JSON.stringify({ ip: '203.0.113.7' }));
        else if (req.url?.startsWith('/ipapi/203.0.113.7'))
          res.end(
            JSON.stringify({
              ip: '203.0.113.7',
              city: 'Pune',
              region: 'Maharashtra',
              country_name: 'India',
              timezone: 'Asia/Kolkata',
            }),
          );
        else
          res.end(
            JSON.stringify({
              status: 'success',
              query: '203.0.113.7',
              city: 'Kochi',
              regionName: 'Kerala',
              country: 'India',
              timezone: 'Asia/Kolkata',
            }),
          );
      };
      if (mode === 'slow') setTimeout(answer, 1500);
      else answer();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });
  afterEach(() => {
    mode = 'ok';
  });

  it('reads ipify and ipapi.co answers', async () => {
    expect(
      await lookupPlace({ ipLookupUrl: `${base}/ip`, geoLookupUrl: `${base}/ipapi/{ip}/json/` }),
    ).toEqual({
      ipAddress: '203.0.113.7',
      city: 'Pune',
      region: 'Maharashtra',
      country: 'India',
      timezone: 'Asia/Kolkata',
    });
  });

  it('reads an ip-api.com answer without a separate IP lookup', async () => {
    expect(await lookupPlace({ geoLookupUrl: `${base}/json/{ip}` })).toMatchObject({
      ipAddress: '203.0.113.7',
      city: 'Kochi',
      region: 'Kerala',
    });
  });

  it.each(['error', 'slow'] as const)(
    'a %s answer leaves the place unknown, within the timeout',
    async (m) => {
      mode = m;
      const started = Date.now();
      const place = await lookupPlace({
        ipLookupUrl: `${base}/ip`,
        geoLookupUrl: `${base}/ipapi/{ip}/json/`,
        timeoutMs: 300,
      });
      expect(place.ipAddress).toBeUndefined();
      expect(place.city).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1400);
    },
  );
});
