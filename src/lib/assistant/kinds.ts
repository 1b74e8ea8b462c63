// Kinds of product a shopper asks for ("a tripod", "green glasses", "360 laser"), each with
// the words that ask for it and how a catalogue product is recognised as one (its name and
// category, so a product an admin adds is sorted without a code change).
import { msg } from '../i18n/msg.ts';

export type Kind =
  | '360'
  | 'crossline'
  | 'line'
  | 'meter'
  | 'tripod'
  | 'receiver'
  | 'glasses'
  | 'target'
  | 'mount'
  | 'battery'
  | 'case'
  | 'laser'
  | 'accessory'
  | 'tool';

export interface KindRule {
  kind: Kind;
  /** Plural, in English (marked: replies show it with their t). */
  label: string;
  /** Words in the question asking for this kind (normalized text). */
  ask: RegExp;
  /** Does a product (its name, category and summary) belong to it. */
  is: (p: { name: string; category: string; shortDescription: string | null }) => boolean;
}

const tool = (p: { category: string }) => p.category.toLowerCase() === 'tools';
const accessory = (p: { category: string }) => p.category.toLowerCase() === 'accessories';
const named = (re: RegExp) => (p: { name: string }) => re.test(p.name);
const isMeter = named(/distance meter|laser meter|rangefinder/i);

/** Most specific first: the first kind asked for wins. */
export const KIND_RULES: readonly KindRule[] = [
  {
    kind: 'battery',
    label: msg('batteries and chargers'),
    ask: /\bbatter(?:y|ies)\b|\bcharger\b|\bbattery pack\b|\bcells?\b/,
    is: (p) => accessory(p) && /battery|charger/i.test(p.name),
  },
  {
    kind: 'tripod',
    label: msg('tripods'),
    ask: /\btripods?\b|\bstands?\b|\btipai\b|\btripad\b|\btri pod\b/,
    is: (p) => accessory(p) && /tripod|stand/i.test(p.name),
  },
  {
    kind: 'receiver',
    label: msg('laser receivers'),
    ask: /\breceivers?\b|\bdetectors?\b|\bsensor\b/,
    is: (p) => accessory(p) && /receiver|detector/i.test(p.name),
  },
  {
    kind: 'glasses',
    label: msg('laser glasses'),
    ask: /\bglass(?:es)?\b|\bgoggles?\b|\bspectacles?\b|\bchashm[ae]\b|\bspecs for\b/,
    is: (p) => accessory(p) && /glasses|goggles/i.test(p.name),
  },
  {
    kind: 'target',
    label: msg('target plates'),
    ask: /\btargets?\b|\btarget plates?\b/,
    is: (p) => accessory(p) && /target/i.test(p.name),
  },
  {
    kind: 'mount',
    label: msg('mounts'),
    ask: /\bmounts?\b|\bbrackets?\b|\bclamps?\b|\bwall holder\b|\bhang\b/,
    is: (p) => accessory(p) && /mount|bracket|clamp/i.test(p.name),
  },
  {
    kind: 'case',
    label: msg('carry cases'),
    ask: /\bcases?\b|\bcarry bag\b|\bbags?\b|\bbox\b/,
    is: (p) => accessory(p) && /case|bag/i.test(p.name),
  },
  {
    kind: 'meter',
    label: msg('laser distance meters'),
    ask: /distance meter|laser meter|measur\w* (?:tape|distance)|range ?finder|laser tape|laser measure|\bmdr\b|measuring tape|distance measur|measure (?:a )?(?:room|length|distance)/,
    is: (p) => tool(p) && isMeter(p),
  },
  {
    kind: '360',
    label: msg('360° lasers'),
    ask: /\b360\b|three sixty|\b3d\b|3 ?x ?360|16 line/,
    is: (p) => tool(p) && /360/.test(p.name),
  },
  {
    kind: 'crossline',
    label: msg('self-levelling crossline lasers'),
    ask: /cross ?line|cross laser|self[- ]?levell?ing|self level/,
    is: (p) => tool(p) && /cross ?line/i.test(p.name),
  },
  {
    kind: 'line',
    label: msg('line lasers'),
    ask: /\bline lasers?\b/,
    is: (p) => tool(p) && /line laser|crossline/i.test(p.name) && !isMeter(p),
  },
  {
    kind: 'laser',
    label: msg('laser levels'),
    ask: /\blaser levels?\b|\blevel(?:l?ing)? lasers?\b|\blasers?\b|\blevell?ers?\b|\blaser level machine\b/,
    is: (p) => tool(p) && /laser/i.test(p.name) && !isMeter(p),
  },
  {
    kind: 'accessory',
    label: msg('accessories'),
    ask: /\baccessor(?:y|ies)\b|\bspare parts?\b|\bparts\b/,
    is: accessory,
  },
  {
    kind: 'tool',
    label: msg('tools'),
    ask: /\btools?\b|\binstruments?\b|\bmachines?\b/,
    is: tool,
  },
];

/** The kind the question asks for, if any. */
export function kindAsked(text: string): KindRule | null {
  return KIND_RULES.find((rule) => rule.ask.test(text)) ?? null;
}

export const ruleOf = (kind: Kind) => KIND_RULES.find((r) => r.kind === kind)!;
