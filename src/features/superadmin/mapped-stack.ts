// Stacks read with the build's source maps, at read time: each frame in a script of this shop
// is looked up in that script's map (fetched once per script). A frame from a release whose
// scripts are no longer deployed, or from another site, stays as the phone reported it.
import { useEffect, useState } from 'react';
import {
  describePosition,
  originalPosition,
  parseFrame,
  type SourceMap,
} from '../../lib/source-map.ts';

const maps = new Map<string, Promise<SourceMap | null>>();

function mapOf(file: string): Promise<SourceMap | null> {
  let map = maps.get(file);
  if (!map) {
    map = fetch(`${file}.map`)
      .then((response) => (response.ok ? (response.json() as Promise<SourceMap>) : null))
      .then((json) => (json && typeof json.mappings === 'string' ? json : null))
      .catch(() => null);
    maps.set(file, map);
  }
  return map;
}

/** One frame as written in the sources, or null when it cannot be mapped. */
export async function mapFrame(frame: string): Promise<string | null> {
  const parsed = parseFrame(frame);
  if (!parsed) return null;
  const url = new URL(parsed.file, location.origin);
  if (url.origin !== location.origin) return null;
  const map = await mapOf(url.href);
  const position = map && originalPosition(map, parsed.line, parsed.column);
  return position ? describePosition(position) : null;
}

/** Every frame of a stack mapped where it can be ("at src/...:12:5 (name)"). */
export async function mapStack(stack: string): Promise<string> {
  const lines = await Promise.all(
    stack.split('\n').map(async (line) => {
      const mapped = await mapFrame(line);
      return mapped ? `    at ${mapped}` : line;
    }),
  );
  return lines.join('\n');
}

/** `text` read with source maps once they are fetched (the reported text until then). */
export function useMapped(text: string | null, map: (text: string) => Promise<string | null>) {
  const [mapped, setMapped] = useState<{ from: string; to: string | null } | null>(null);
  useEffect(() => {
    if (!text) return;
    let live = true;
    void map(text).then((to) => live && setMapped({ from: text, to }));
    return () => {
      live = false;
    };
  }, [text, map]);
  return mapped?.from === text ? mapped.to : null;
}
