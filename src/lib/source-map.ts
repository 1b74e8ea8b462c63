// Reading a stack with the build's source maps (published beside each script, vite.config.ts),
// for the superadmin's error reports: "assets/app-AbC1.js:1:23456" back to the file, line and
// function it was written in. Source map v3: `mappings` is lines split by ";", segments by
// ",", each segment Base64 VLQ deltas [column, source, line, column, name].

export interface SourceMap {
  sources: string[];
  names?: string[];
  mappings: string;
  sourceRoot?: string;
}

export interface Position {
  source: string;
  line: number;
  column: number;
  name: string | null;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

function decodeSegment(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Not a source map segment: ${segment}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * Where generated `line` and `column` (both 1-based, as a stack prints them) were written, or
 * null when the map says nothing of that place.
 */
export function originalPosition(map: SourceMap, line: number, column: number): Position | null {
  const lines = map.mappings.split(';');
  if (line < 1 || line > lines.length) return null;
  // Source, line, column and name are deltas across the whole file; the column per line.
  let source = 0;
  let sourceLine = 0;
  let sourceColumn = 0;
  let name = 0;
  let found: Position | null = null;
  for (let index = 0; index < line; index++) {
    let generated = 0;
    for (const segment of lines[index]!.split(',')) {
      if (!segment) continue;
      const [columnDelta, ...rest] = decodeSegment(segment);
      generated += columnDelta ?? 0;
      if (rest.length < 3) continue;
      source += rest[0]!;
      sourceLine += rest[1]!;
      sourceColumn += rest[2]!;
      if (rest.length > 3) name += rest[3]!;
      if (index === line - 1 && generated <= column - 1) {
        found = {
          source: `${map.sourceRoot ?? ''}${map.sources[source] ?? '?'}`,
          line: sourceLine + 1,
          column: sourceColumn + 1,
          name: rest.length > 3 ? (map.names?.[name] ?? null) : null,
        };
      }
    }
  }
  return found;
}

/** A frame's script address, line and column ("https://x/a.js:1:2"), or null. */
export function parseFrame(frame: string): { file: string; line: number; column: number } | null {
  const match = /((?:https?:\/\/|\/)[^\s()@]+):(\d+):(\d+)/.exec(frame);
  return match ? { file: match[1]!, line: Number(match[2]), column: Number(match[3]) } : null;
}

/** "src/features/cart/cart-page.tsx:12:5 (addLine)" for a mapped position. */
export function describePosition(position: Position): string {
  const source = position.source.replace(/^(?:\.\.\/)+/, '');
  const where = `${source}:${position.line}:${position.column}`;
  return position.name ? `${where} (${position.name})` : where;
}
