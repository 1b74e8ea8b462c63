// The assistant's committed evaluation set (tests/fixtures/assistant-eval.json) in
// the rule engine over the bundled catalogue: at least 97 % right overall and every
// unknown-model and unanswerable question right (no invented model, price, spec or stock).
import { describe, expect, it } from 'vitest';
import {
  QUESTIONS,
  answeredInHindi,
  runEvaluation,
  scoreByCategory,
} from '../../../support/assistant-eval.ts';

const results = runEvaluation();
const wrong = results.filter((r) => r.faults.length > 0);

describe('assistant evaluation set', () => {
  it('has at least 150 questions in English, Hindi and Hinglish over every category', () => {
    expect(QUESTIONS.length).toBeGreaterThanOrEqual(150);
    expect(new Set(QUESTIONS.map((q) => q.lang))).toEqual(new Set(['en', 'hi', 'hinglish']));
    expect(
      scoreByCategory(results)
        .map(([category]) => category)
        .sort(),
    ).toEqual([
      'accessory',
      'budget',
      'bulk',
      'cart',
      'comparison',
      'compatibility',
      'dealer',
      'delivery',
      'product',
      'unanswerable',
      'unknown-model',
      'warranty',
    ]);
  });

  it('answers at least 97 % right', () => {
    const report = wrong.map((r) => `${r.question.q}: ${r.faults.join('; ')}`);
    expect(report.length / results.length, report.join('\n')).toBeLessThanOrEqual(0.03);
  });

  it('asks at least 20 questions answered in Hindi and answers every one right', () => {
    const hindi = results.filter((r) => answeredInHindi(r.question));
    expect(hindi.length).toBeGreaterThanOrEqual(20);
    expect(
      hindi.filter((r) => r.faults.length > 0).map((r) => `${r.question.q}: ${r.faults}`),
    ).toEqual([]);
  });

  it('answers every unknown-model and unanswerable question right', () => {
    const strict = wrong.filter((r) =>
      ['unknown-model', 'unanswerable'].includes(r.question.category),
    );
    expect(strict.map((r) => `${r.question.q}: ${r.faults.join('; ')}`)).toEqual([]);
  });

  it('answers the four grounding questions with the right products', () => {
    const cardsOf = (q: string) => results.find((r) => r.question.q === q)!.reply.productIds;
    expect(cardsOf('Do you sell a tripod?')).toEqual(['tp160']);
    expect(cardsOf('a laser level under 5000 rupees')).toEqual(['ml01']);
    expect(cardsOf('spare battery for SL02')).toEqual(['bp2600', 'sl02']);
    expect(cardsOf('glasses for green laser')).toEqual(['lg01']);
  });
});
