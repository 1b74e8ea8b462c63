// Files the built Hindi catalogues (src/i18n/hi/*.ts) under short keys instead of their English
// texts (src/lib/i18n/message-key.ts says why), and marks them so src/i18n loads them as they
// are. Builds only: the dev server and the tests read the catalogues as written.
import type { Plugin } from 'vite';
import { messageKey } from '../src/lib/i18n/message-key.ts';

const CATALOGUE = /\/src\/i18n\/hi\/[\w-]+\.ts$/;

/** The marker export a keyed catalogue carries (read by src/i18n/index.ts). */
export const KEYED_EXPORT = 'keyed';

interface Node {
  type: string;
  start: number;
  end: number;
  [field: string]: unknown;
}

/** The catalogue's object: the one the default export names, or the default export itself. */
function catalogueObject(program: Node): Node | undefined {
  const body = program.body as Node[];
  const exported = body.find((node) => node.type === 'ExportDefaultDeclaration')?.declaration as
    Node | undefined;
  if (exported?.type === 'ObjectExpression') return exported;
  if (exported?.type !== 'Identifier') return undefined;
  for (const node of body) {
    if (node.type !== 'VariableDeclaration') continue;
    for (const declarator of node.declarations as Node[]) {
      const id = declarator.id as Node;
      const init = declarator.init as Node | null;
      if (id.name === exported.name && init?.type === 'ObjectExpression') return init;
    }
  }
  return undefined;
}

/** `code` (a catalogue module, as JavaScript) with its keys replaced; throws on anything else. */
export function keyCatalogue(code: string, program: Node, id: string): string {
  const object = catalogueObject(program);
  if (!object) throw new Error(`${id}: no catalogue object as the default export`);
  const edits: { start: number; end: number; text: string }[] = [];
  const seen = new Map<string, string>();
  for (const property of object.properties as Node[]) {
    const key = property.key as Node | undefined;
    const english =
      property.type !== 'Property' || property.computed
        ? undefined
        : key?.type === 'Literal'
          ? key.value
          : key?.type === 'Identifier'
            ? key.name
            : undefined;
    if (typeof english !== 'string') {
      throw new Error(`${id}: every catalogue entry must be a plain 'English': 'Hindi' pair`);
    }
    const short = messageKey(english);
    const other = seen.get(short);
    if (other !== undefined && other !== english) {
      throw new Error(`${id}: "${english}" and "${other}" share the key ${short}`);
    }
    seen.set(short, english);
    edits.push({ start: key!.start, end: key!.end, text: JSON.stringify(short) });
  }
  let keyed = code;
  for (const { start, end, text } of edits.sort((a, b) => b.start - a.start)) {
    keyed = keyed.slice(0, start) + text + keyed.slice(end);
  }
  return `${keyed}\nexport const ${KEYED_EXPORT} = true;\n`;
}

export function catalogueKeys(): Plugin {
  return {
    name: 'mgrid-catalogue-keys',
    apply: 'build',
    // After TypeScript has been stripped: the module is plain JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const program = this.parse(code) as unknown as Node;
      return { code: keyCatalogue(code, program, id), map: null };
    },
  };
}
