// Search in Devanagari and Hinglish over the bundled catalogue: each query finds exactly the
// products its English words find, a price asked keeps those within it, and "sasta" puts the
// cheapest first; the assistant's retrieval reads the same words.
import { describe, expect, it } from 'vitest';
import products from '../../../sync/fallback/products.json';
import { toProduct, type ProductRow } from '../../../sync/products/model.ts';
import { rankProducts, searchProducts } from '../../../src/lib/catalogue-search.ts';
import { foldDevanagari } from '../../../src/lib/search-lexicon.ts';
import { parseSearch } from '../../../src/lib/search-terms.ts';

const catalogue = (products as unknown as ProductRow[]).map(toProduct);
const ids = (text: string) => searchProducts(catalogue, text).map((p) => p.id);
const sorted = (text: string) => ids(text).sort();

describe('Devanagari spelling', () => {
  it('writes nukta, chandrabindu and candra vowels one way', () => {
    expect(foldDevanagari('लेज़र')).toBe('लेजर');
    expect(foldDevanagari('ट्राइपॉड')).toBe('ट्राइपोड');
    expect(foldDevanagari('कहाँ')).toBe('कहां');
    expect(foldDevanagari('क़ीमत')).toBe(foldDevanagari('कीमत'));
    expect(foldDevanagari('५०००')).toBe('5000');
    expect(foldDevanagari('Laser SL02')).toBe('Laser SL02');
  });
});

describe('search in Hindi and Hinglish', () => {
  const GREEN = ['bp2600', 'gl360', 'gl3d', 'lg01', 'lr60', 'sl01', 'sl02'];
  const LEVEL = ['bp2600', 'cc01', 'gl360', 'gl3d', 'ml01', 'mwm01', 'sl01', 'sl02', 'tp160'];

  it.each([
    ['लेजर लेवल', LEVEL],
    ['लेज़र लेवल', LEVEL],
    ['lejar leval', LEVEL],
    ['ग्रीन लेजर', GREEN],
    ['हरी लेज़र', GREEN],
    ['green laser wala', GREEN],
    ['hari lejar', GREEN],
    ['360 wala', ['gl360', 'gl3d']],
    ['दूरी नापने वाला', ['mdr100', 'mdr40', 'mdr60']],
    ['doori napne wala', ['mdr100', 'mdr40', 'mdr60']],
    ['ट्राइपॉड', ['tp160']],
    ['ट्राइपोड', ['tp160']],
    ['तिपाई', ['tp160']],
    // The case's description names the glasses and the battery it holds, as in English.
    ['चश्मा', ['cc01', 'lg01']],
    ['बैटरी', ['bp2600', 'cc01']],
  ])('"%s" finds %j', (query, expected) => {
    expect(sorted(query)).toEqual(expected);
  });

  it('finds for a Hindi query what its English words find, in the same order', () => {
    expect(ids('ग्रीन लेजर')).toEqual(ids('green laser'));
    expect(ids('लेजर लेवल')).toEqual(ids('laser level'));
    expect(ids('दूरी नापने वाला')).toEqual(ids('distance meter'));
    expect(ids('ट्राइपॉड')).toEqual(ids('tripod'));
  });

  it('keeps the products under a price said in Hindi, Hinglish or English, cheapest first', () => {
    const under5000 = ['tg01', 'lg01', 'mwm01', 'bp2600', 'cc01', 'mdr40', 'tp160', 'mdr60'];
    expect(ids('5000 ke andar')).toEqual([...under5000, 'lr60', 'ml01']);
    expect(ids('5000 से कम')).toEqual(ids('5000 ke andar'));
    expect(ids('under 5000')).toEqual(ids('5000 ke andar'));
    expect(ids('५००० से कम')).toEqual(ids('5000 ke andar'));
    expect(sorted('5000 के अंदर ग्रीन लेजर')).toEqual(['bp2600', 'lg01', 'lr60']);
    expect(sorted('5 हज़ार तक दूरी नापने वाला')).toEqual(['mdr40', 'mdr60']);
    expect(sorted('20000 se zyada')).toEqual(['gl3d']);
    // Below ₹100 a number is not a price: "10 tak" asks for the word 10.
    expect(parseSearch('10 tak').price.maxInPaise).toBeNull();
  });

  it('puts the cheapest first for "sasta"', () => {
    expect(ids('sasta distance meter')).toEqual(['mdr40', 'mdr60', 'mdr100']);
    expect(ids('सबसे सस्ता ट्राइपॉड')).toEqual(['tp160']);
    expect(ids('sasta')[0]).toBe('tg01');
    expect(ids('सस्ता 360 wala')).toEqual(['gl360', 'gl3d']);
  });

  it('reads the words that only carry the sentence as nothing', () => {
    expect(parseSearch('mujhe green laser chahiye').groups).toEqual([['green'], ['laser']]);
    expect(parseSearch('ग्रीन लेजर दिखाओ').groups).toEqual([['green'], ['laser']]);
    expect(parseSearch('  ').groups).toEqual([]);
  });

  it('finds a product by its Hindi name', () => {
    const withHindi = catalogue.map((p) =>
      p.id === 'tg01' ? { ...p, nameHi: 'एमग्रिड TG01 चुंबक वाली निशान प्लेट' } : p,
    );
    expect(searchProducts(withHindi, 'निशान').map((p) => p.id)).toEqual(['tg01']);
  });

  it('gives the assistant the same words for its ranking', () => {
    const ranked = rankProducts(catalogue, ['ट्राइपॉड']).map((h) => h.product.id);
    expect(ranked).toEqual(['tp160']);
  });
});
