// Stack frames read back with a source map as a build writes it (Vite's own transform with
// minification-like renaming: the map is the tool's, not one written by hand for the test).
import { transformWithOxc } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  describePosition,
  originalPosition,
  parseFrame,
  type SourceMap,
} from '../../../src/lib/source-map.ts';

const SOURCE = [
  'export function total(lines: { price: number }[]): number {',
  '  let sum = 0;',
  '  for (const line of lines) sum += line.price;',
  '  return sum;',
  '}',
  '',
  'export function broken(order: { lines?: { price: number }[] }): number {',
  '  return order.lines!.length + total(order.lines!);',
  '}',
].join('\n');

describe('source maps', () => {
  it('maps a generated line and column back to the file, line and column written', async () => {
    const result = await transformWithOxc(SOURCE, 'src/lib/cart-total.ts', { sourcemap: true });
    const map = result.map as unknown as SourceMap;
    const lines = result.code.split('\n');
    const generatedLine = lines.findIndex((l) => l.includes('order.lines.length')) + 1;
    const generatedColumn = lines[generatedLine - 1]!.indexOf('order.lines') + 1;
    const position = originalPosition(map, generatedLine, generatedColumn);
    expect(position).toMatchObject({ source: 'src/lib/cart-total.ts', line: 8 });
    expect(SOURCE.split('\n')[7]!.slice(position!.column - 1)).toMatch(/^order\.lines/);
    expect(originalPosition(map, lines.length + 5, 1)).toBeNull();
  });

  it('reads frames from Chrome and Firefox stacks and names them', () => {
    expect(
      parseFrame('    at placeOrder (https://shop.example/assets/app-AbC1.js:1:23456)'),
    ).toEqual({ file: 'https://shop.example/assets/app-AbC1.js', line: 1, column: 23456 });
    expect(parseFrame('placeOrder@https://shop.example/assets/app-AbC1.js:3:7')).toEqual({
      file: 'https://shop.example/assets/app-AbC1.js',
      line: 3,
      column: 7,
    });
    expect(parseFrame('    at <anonymous>')).toBeNull();
    expect(
      describePosition({ source: '../../src/cart.ts', line: 8, column: 3, name: 'total' }),
    ).toBe('src/cart.ts:8:3 (total)');
  });
});
