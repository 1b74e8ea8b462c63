// "Get quote" in the chat: which lines the quotation request opens with.
import { describe, expect, it } from 'vitest';
import { lastQuoteItems, quoteRequestPath } from '../../../../src/lib/assistant/bulk.ts';

const reply = (quoteItems: string | null, productIds: string[] = []) => ({
  quoteItems,
  productIds,
});

describe('Get quote from the chat', () => {
  it('takes the lines the last reply priced', () => {
    const items = lastQuoteItems([reply('ml01:2'), reply('sl02:10,tp160:10', ['sl02', 'tp160'])]);
    expect(items).toBe('sl02:10,tp160:10');
    expect(quoteRequestPath(items)).toBe('/quote/request?items=sl02:10,tp160:10');
  });

  it('else one of each product the last reply showed', () => {
    expect(lastQuoteItems([reply('sl02:10'), reply(null, ['tp160', 'lr60'])])).toBe(
      'tp160:1,lr60:1',
    );
  });

  it('else an empty request, never an older reply', () => {
    const items = lastQuoteItems([reply('sl02:10'), reply(null)]);
    expect(items).toBe('');
    expect(quoteRequestPath(items)).toBe('/quote/request');
    expect(lastQuoteItems([])).toBe('');
  });
});
