// Staff's side of a quotation without the desk: the quote_action RPC as admin@mgrid.local,
// exactly what the quote desk calls to price and send a buyer's request.
import { expect } from 'vitest';
import { configFromEnv } from '../../../supabase/local/config.ts';
import { apiUrl, sessionFor } from './sign-in.ts';

const anonKey = configFromEnv({ MGRID_QUIET: '1' }).anonKey;

export async function quoteAction(quoteId: string, action: string, args: object) {
  const { access_token: token } = JSON.parse(await sessionFor('admin@mgrid.local')) as {
    access_token: string;
  };
  const response = await fetch(`${apiUrl()}/rest/v1/rpc/quote_action`, {
    method: 'POST',
    headers: {
      apikey: anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ quote_id: quoteId, action, args }),
  });
  const text = await response.text();
  expect(response.status, text).toBe(200);
  return JSON.parse(text) as { number: string; revision: number; status: string };
}
