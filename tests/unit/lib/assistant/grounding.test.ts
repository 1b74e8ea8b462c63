// An AI reply is shown only when every product it names came back from its tools; cards come
// from those tool results. Otherwise the rule engine's reply stands.
import { describe, expect, it } from 'vitest';
import { groundedReply } from '../../../../src/lib/assistant/grounding.ts';
import { ruleReply } from '../../../../src/lib/assistant/reply.ts';
import { evalContext } from '../../../support/assistant-eval.ts';

const ctx = evalContext();
const rule = ruleReply('battery for SL02', ctx);

describe('groundedReply', () => {
  it('keeps an AI reply naming only products its tools returned, with their cards', () => {
    const reply = groundedReply(
      rule,
      { reply: 'The BP2600 pack (₹1,299) fits your SL02.', productIds: ['bp2600', 'sl02'] },
      ctx,
    );
    expect(reply.source).toBe('ai');
    expect(reply.content).toBe('The BP2600 pack (₹1,299) fits your SL02.');
    expect(reply.productIds).toEqual(['bp2600', 'sl02']);
  });

  it('drops a reply naming a product the tools did not return, for the rule answer', () => {
    const reply = groundedReply(
      rule,
      { reply: 'Try the TP160 tripod with it.', productIds: ['bp2600'] },
      ctx,
    );
    expect(reply.source).toBe('rules');
    expect(reply.content).toBe(rule.content);
    expect(reply.productIds).toEqual(['bp2600', 'sl02']);
  });

  it('drops a reply naming a model we do not make', () => {
    const reply = groundedReply(
      rule,
      { reply: 'The BP5200 lasts twice as long.', productIds: ['bp2600'] },
      ctx,
    );
    expect(reply.source).toBe('rules');
  });

  it('uses the rule reply when there is no AI reply', () => {
    expect(groundedReply(rule, null, ctx)).toEqual({ ...rule, source: 'rules' });
  });
});
