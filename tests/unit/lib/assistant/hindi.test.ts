// The assistant in Hindi: on a Hindi page or for a question in Devanagari its texts are the
// chat catalogue's Hindi (src/i18n/hi/chat.ts) while names, model codes and amounts stay as
// the catalogue writes them; every Hindi suggestion it offers, when pressed, is understood as
// its English one; English replies are the default.
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_TIMES_TEXT,
  LEAD_FORM_SUGGESTIONS,
  QUOTE_SUGGESTION,
} from '../../../../src/lib/constants.ts';
import { DELIVERY_TIMES } from '../../../../src/lib/assistant/delivery-times.ts';
import { writesDevanagari } from '../../../../src/lib/assistant/language.ts';
import { ruleReply } from '../../../../src/lib/assistant/reply.ts';
import { HINDI, QUESTIONS, evalContext } from '../../../support/assistant-eval.ts';

const ctx = evalContext();

describe('assistant in Hindi', () => {
  it('answers "5000 के अंदर ग्रीन लेजर दिखाओ" in Hindi with the green laser under ₹5,000', () => {
    const reply = ruleReply('5000 के अंदर ग्रीन लेजर दिखाओ', ctx, HINDI);
    expect(reply.content).toBe(
      'हमारे पास ये हरे लेज़र लेवल ₹5,000 तक हैं:\nMGRID ML01 Line Laser (₹3,499)',
    );
    expect(reply.productIds).toEqual(['ml01']);
    expect(reply.suggestions).toEqual(['ML01', 'कोटेशन लें']);
  });

  it('answers the same question in English by default, word for word', () => {
    const reply = ruleReply('5000 के अंदर ग्रीन लेजर दिखाओ', ctx);
    expect(reply.content).toBe(
      'Our green laser levels up to ₹5,000:\nMGRID ML01 Line Laser (₹3,499)',
    );
  });

  it('keeps product names, model codes and amounts in a Hindi answer', () => {
    const reply = ruleReply('दस SL02 की कीमत', ctx, HINDI);
    expect(reply.content).toBe(
      '10 × MGRID SL02 Self-Levelling Crossline Laser Pro: ₹11,999 प्रति यूनिट। 5 यूनिट से थोक दाम लागू है: ₹12,999 की जगह ₹11,999 प्रति यूनिट। कुल ₹1,19,990, 18% GST (₹18,304) सहित।\nइन आइटम का औपचारिक कोटेशन पाने के लिए "कोटेशन लें" दबाएँ।',
    );
    expect(reply.quote).toEqual([{ productId: 'sl02', quantity: 10 }]);
  });

  it('says the cart in Hindi with its plural', () => {
    const reply = ruleReply('मेरे कार्ट में क्या है', ctx, HINDI);
    expect(reply.content.split('\n')[0]).toBe('आपके कार्ट में 1 आइटम है:');
    expect(reply.content).toContain('कुल: ₹3,649।');
  });

  it('understands every Hindi suggestion it offers as the English one', () => {
    const handled = new Set<string>([QUOTE_SUGGESTION, ...LEAD_FORM_SUGGESTIONS]);
    const pairs = new Map<string, string>();
    for (const q of QUESTIONS) {
      const inEnglish = ruleReply(q.q, ctx).suggestions;
      const inHindi = ruleReply(q.q, ctx, HINDI).suggestions;
      inEnglish.forEach((en, i) => {
        if (!handled.has(en) && inHindi[i] !== en) pairs.set(en, inHindi[i]!);
      });
    }
    expect(pairs.size).toBeGreaterThanOrEqual(12);
    for (const [en, hi] of pairs) {
      expect(writesDevanagari(hi), hi).toBe(true);
      expect(ruleReply(hi, ctx, HINDI).topic, `${hi} (${en})`).toBe(ruleReply(en, ctx).topic);
    }
  });

  it('marks the delivery times exactly as the constant says them', () => {
    expect(DELIVERY_TIMES).toBe(DELIVERY_TIMES_TEXT);
  });

  it('tells Devanagari from Latin', () => {
    expect(writesDevanagari('SL02 की कीमत')).toBe(true);
    expect(writesDevanagari('SL02 kitna ka hai')).toBe(false);
  });
});
