// A specification asked about a named product ("SL02 weight", "IP rating of the TP160"): the
// value from the product's own specifications or features, or "not listed" when the
// catalogue does not publish it; never a guess.
import { msg } from '../i18n/msg.ts';
import type { AssistantProduct } from './context.ts';

export interface SpecAsk {
  /** In English, marked: replies show it with their t. */
  label: string;
  /** Specification names that answer it, in the order tried. */
  keys: readonly string[];
  /** Feature lines that answer it. */
  feature?: RegExp;
}

const ASKS: readonly (SpecAsk & { ask: RegExp })[] = [
  {
    label: msg('operating temperature'),
    ask: /temperature|°c|degrees?|\bheat\b|garmi|\bcold\b|thand/,
    keys: ['Operating temperature'],
  },
  {
    label: msg('IP rating'),
    ask: /\bip ?rating\b|\bip\d\d\b|waterproof|water ?proof|water resistant|dust ?proof|\brain\b|\bbaarish\b|\bpani\b/,
    keys: ['IP rating'],
    feature: /\bIP\d\d\b/,
  },
  {
    label: msg('load'),
    ask: /\bload\b|weight capacity|how much weight|hold how|\bcan it hold\b|\bmax(?:imum)? weight\b/,
    keys: ['Load'],
  },
  {
    label: msg('weight'),
    ask: /\bweight\b|\bweigh\b|how heavy|\bwajan\b|\bvajan\b|\bbhari\b/,
    keys: ['Weight'],
  },
  {
    label: msg('battery life'),
    ask: /battery life|battery backup|run ?time|\bbackup\b|how long .*(?:battery|last|run)|kitni der|chalti|chalega/,
    keys: ['Battery'],
    feature: /\d+ ?h\b|run time/i,
  },
  {
    label: msg('accuracy'),
    ask: /\baccura|\bprecision\b|\bsateek\b|\bkitna sahi\b/,
    keys: ['Accuracy'],
    feature: /accuracy/i,
  },
  {
    label: msg('self-levelling range'),
    ask: /self.?levell?ing range|levell?ing range|\btilt\b/,
    keys: ['Self-levelling range'],
  },
  {
    label: msg('range'),
    ask: /\brange\b|how far|kitni door|kitne meter|\bdistance\b|\breach\b/,
    keys: ['Working range', 'Range', 'Detection range'],
    feature: /range/i,
  },
  {
    label: msg('beam colour'),
    ask: /colou?r|\bbeam\b/,
    keys: ['Beam colour', 'Laser', 'Compatible beams'],
  },
  {
    label: msg('laser class'),
    ask: /laser class|\bclass\b|eye ?safe|safe for (?:the )?eyes|aankh/,
    keys: ['Laser class', 'Laser'],
  },
  {
    label: msg('mounting thread'),
    ask: /\bthread\b|\bscrew\b|1\/4|5\/8/,
    keys: ['Tripod thread', 'Threads', 'Mount thread'],
  },
  {
    label: msg('size'),
    ask: /\bsize\b|dimension|how big|kitna bada/,
    keys: ['Size', 'Outer size'],
  },
  {
    label: msg('connectivity'),
    ask: /bluetooth|\bapp\b|connect to (?:my )?phone|\bwifi\b/,
    keys: ['Connectivity'],
    feature: /bluetooth/i,
  },
  {
    label: msg('charging'),
    ask: /\bcharg/,
    keys: ['Charging', 'Battery'],
    feature: /usb-c|charg/i,
  },
  {
    label: msg('memory'),
    ask: /\bmemory\b|readings?\b.*\bstore|\bstores? .*\breadings\b|readings stored/,
    keys: ['Memory'],
  },
  { label: msg('height'), ask: /\bheight\b|how tall|\buncha/, keys: ['Height'] },
  { label: msg('lines'), ask: /how many lines|\blines\b|kitni line/, keys: ['Laser lines'] },
  { label: msg('capacity'), ask: /\bcapacity\b|\bmah\b/, keys: ['Capacity', 'Battery'] },
  {
    label: msg('certification'),
    ask: /certif|\bce mark|\bisi\b|\bbis\b|\bfda\b|\brohs\b/,
    keys: ['Certification'],
  },
  {
    label: msg('country of manufacture'),
    ask: /made in|country of origin|where .*\b(?:made|manufactured)\b|manufactur/,
    keys: ['Country of origin'],
  },
  {
    label: msg('material'),
    ask: /\bmaterial\b|made of\b|\bmetal\b|\bplastic\b/,
    keys: ['Material', 'Frame'],
  },
];

/** The specification the question asks about, if any. */
export function specAsked(text: string): SpecAsk | null {
  return ASKS.find((a) => a.ask.test(text)) ?? null;
}

/** The product's value for it ("Weight: 520 g"), or null when the catalogue does not list it. */
export function specValue(p: AssistantProduct, ask: SpecAsk): string | null {
  for (const key of ask.keys) {
    const value = p.specifications[key];
    if (value) return `${key}: ${value}`;
  }
  const feature = ask.feature && p.features.find((f) => ask.feature!.test(f));
  return feature ?? null;
}
