// Every reference resolves inside the repository: a reader who follows a markdown link, a
// `*.md` file or a `docs/<file>.md#<heading>` named in a comment, a lint message or a doc
// finds it in this checkout (docs/decisions.md#every-reference-resolves-inside-the-repository).
// Comments state their rule instead of a tracker's issue number; the CHANGELOG, the applied
// migrations and the schema generated from them are history and keep theirs. And every shared
// table of cases in tests/fixtures/rules/ has its row in
// docs/architecture.md#one-table-of-cases-per-rule.
// Reads the tracked (and new, not ignored) files from disk at run time.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../', import.meta.url));

const SCANNED = /\.(?:ts|tsx|js|mjs|cjs|sql|sh|css|toml|json|ya?ml|md)$/;
/** Generated or vendored: not ours to word. */
const SKIPPED =
  /^(?:node_modules|dist|coverage|test-results|playwright-report)\/|(?:^|\/)package-lock\.json$/;
const MAX_BYTES = 2_000_000;

function repositoryFiles(): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  return [...new Set(listed.split('\0'))]
    .filter((file) => file !== '' && SCANNED.test(file) && !SKIPPED.test(file))
    .filter((file) => {
      const path = join(root, file);
      return existsSync(path) && statSync(path).isFile() && statSync(path).size <= MAX_BYTES;
    })
    .sort();
}

/** External addresses are third parties' business: taken out before anything is read. */
const stripUrls = (line: string) => line.replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s)\]>'"`]+/gi, ' ');

/**
 * A heading's anchor as GitHub makes it: the rendered text (no code ticks, emphasis or link
 * targets), lowercased, every character but letters, digits, underscores, hyphens and spaces
 * dropped, spaces made hyphens; a repeated heading gets -1, -2, ...
 */
export function githubSlug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}_\- ]/gu, '')
    .replace(/ /g, '-');
}

/** The lines of a markdown file outside fenced code blocks, with their numbers. */
function proseLines(text: string): [number, string][] {
  const lines: [number, string][] = [];
  let fence: string | null = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return;
    }
    if (fence === null) lines.push([index + 1, line]);
  });
  return lines;
}

const anchorCache = new Map<string, Set<string>>();
function anchorsOf(file: string): Set<string> {
  let anchors = anchorCache.get(file);
  if (!anchors) {
    anchors = new Set();
    const seen = new Map<string, number>();
    for (const [, line] of proseLines(readFileSync(join(root, file), 'utf8'))) {
      const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
      if (heading === undefined) continue;
      const slug = githubSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    anchorCache.set(file, anchors);
  }
  return anchors;
}

/** The repository path a reference names, or null when it leaves the repository. */
function inRepository(path: string): string | null {
  const inside = relative(root, path);
  return inside.startsWith('..') || isAbsolute(inside) ? null : inside.split(sep).join('/');
}

/**
 * Why a reference made in `from` does not resolve, or null when it does. A markdown link is
 * relative to its file, as GitHub reads it; a name in prose or a comment may also be from the
 * repository's root (`docs/product.md` in a source file).
 */
function problemOf(from: string, target: string, strict: boolean): string | null {
  const [path = '', anchor] = target.split('#', 2) as [string, string | undefined];
  let file: string | null = from;
  if (path !== '') {
    if (path.startsWith('/')) return 'names a path outside the repository';
    const candidates = [join(root, dirname(from), path), ...(strict ? [] : [join(root, path)])];
    const found = candidates.find((candidate) => existsSync(candidate));
    if (found === undefined) return 'no such file';
    file = inRepository(normalize(found));
    if (file === null) return 'names a path outside the repository';
  }
  if (!existsSync(join(root, file))) return 'no such file';
  if (anchor === undefined || anchor === '') return null;
  if (!file.endsWith('.md')) return null;
  if (statSync(join(root, file)).isDirectory()) return 'an anchor on a folder';
  return anchorsOf(file).has(anchor) ? null : `no heading "#${anchor}" in ${file}`;
}

/** A `*.md` file named anywhere in a line, with its anchor if any. */
const MD_NAME = /(?<![\w./-])(\/?(?:[\w.-]+\/)*[\w.-]*\w\.md)(?![\w-])(#[\w-]+)?/g;
/** An inline markdown link's target: `[text](target)` or `[text](target "title")`. */
const MD_LINK = /\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
/** A tracker's issue number: a numbered issue or a "#N issue" style mention. */
const ISSUE = /\bissues? (?:no\.? ?)?#?\d+|#\d+ issues?\b/i;

interface Finding {
  at: string;
  reference: string;
  problem: string;
}

function referencesIn(file: string, text: string): Finding[] {
  const findings: Finding[] = [];
  const isMarkdown = file.endsWith('.md');
  const lines: [number, string][] = isMarkdown
    ? proseLines(text)
    : text.split('\n').map((line, index) => [index + 1, line]);
  for (const [number, raw] of lines) {
    const line = stripUrls(raw);
    const at = `${file}:${number}`;
    if (isMarkdown) {
      for (const [, target = ''] of line.matchAll(MD_LINK)) {
        if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(target)) continue;
        const problem = problemOf(file, decodeURI(target), true);
        if (problem) findings.push({ at, reference: target, problem });
      }
    }
    for (const [, name = '', anchor = ''] of line.matchAll(MD_NAME)) {
      const problem = problemOf(file, name + anchor, false);
      if (problem) findings.push({ at, reference: name + anchor, problem });
    }
  }
  const seen = new Set<string>();
  return findings.filter(({ at, reference }) => {
    const key = `${at} ${reference}`;
    return !seen.has(key) && seen.add(key);
  });
}

/**
 * History keeps its numbers: the CHANGELOG, the applied migrations, and the schema dumped from
 * them (supabase/schema/*.sql, generated: a function's body keeps its migration's comments).
 */
const HISTORY = /^(?:CHANGELOG\.md$|supabase\/migrations\/|supabase\/schema\/[^/]+\.sql$)/;

function issueMentionsIn(file: string, text: string): string[] {
  if (HISTORY.test(file)) return [];
  return text
    .split('\n')
    .flatMap((line, index) =>
      ISSUE.test(stripUrls(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
    );
}

const files = repositoryFiles();
const texts = new Map(files.map((file) => [file, readFileSync(join(root, file), 'utf8')]));

describe('references', () => {
  it('scans the repository', () => {
    expect(files).toContain('eslint.config.js');
    expect(files).toContain('docs/architecture.md');
    expect(files.some((file) => file.startsWith('supabase/migrations/'))).toBe(true);
    expect(files.some((file) => file.startsWith('node_modules/'))).toBe(false);
  });

  it('makes GitHub anchors', () => {
    expect(githubSlug('One table of cases per rule')).toBe('one-table-of-cases-per-rule');
    expect(githubSlug("supabase-js's own auth client, behind `sync/session/`")).toBe(
      'supabase-jss-own-auth-client-behind-syncsession',
    );
    expect(githubSlug('"Get quote" opens the quotation request')).toBe(
      'get-quote-opens-the-quotation-request',
    );
    expect(githubSlug('Quotations (the SQL side)')).toBe('quotations-the-sql-side');
    expect(githubSlug('The `site_settings` row')).toBe('the-site_settings-row');
  });

  // The broken examples are put together here, so that this file's own text names none.
  const md = '.md';
  it('finds a broken reference and says where', () => {
    const found = (file: string, text: string) =>
      referencesIn(file, text).map((f) => `${f.at} ${f.reference}: ${f.problem}`);
    const code = [
      '// See docs/product.md#lead-priority and docs/architecture.md#boundaries.',
      `// See docs/product${md}#no-such-heading, docs/missing${md} and /elsewhere/notes${md}.`,
      '// Third parties are fine: https://example.com/README.md#install.',
    ].join('\n');
    expect(found('src/lib/example.ts', code)).toEqual([
      `src/lib/example.ts:2 docs/product${md}#no-such-heading: no heading "#no-such-heading" in docs/product${md}`,
      `src/lib/example.ts:2 docs/missing${md}: no such file`,
      `src/lib/example.ts:2 /elsewhere/notes${md}: names a path outside the repository`,
    ]);
    const prose = `[ok](architecture${md}#boundaries) [bad](docs/architecture${md}) [here](#nothing)\n`;
    expect(found('docs/product.md', prose)).toEqual([
      `docs/product.md:1 docs/architecture${md}: no such file`,
      `docs/product.md:1 #nothing: no heading "#nothing" in docs/product${md}`,
    ]);
  });

  it('resolves every markdown link, *.md name and docs anchor', () => {
    const broken = files.flatMap((file) =>
      referencesIn(file, texts.get(file)!).map(
        ({ at, reference, problem }) => `${at}: ${reference} (${problem})`,
      ),
    );
    expect(broken).toEqual([]);
  });

  it('names no issue numbers outside the CHANGELOG and the applied migrations', () => {
    const issue = 'issue';
    expect(
      issueMentionsIn('src/lib/x.ts', `// The rule (${issue} 12).\n// #7 ${issue}\n`),
    ).toHaveLength(2);
    const mentions = files.flatMap((file) => issueMentionsIn(file, texts.get(file)!));
    expect(mentions).toEqual([]);
  });
});

describe('docs/architecture.md, "One table of cases per rule"', () => {
  const doc = texts.get('docs/architecture.md') ?? '';
  const section = doc.split(/^## One table of cases per rule$/m)[1]?.split(/^## /m)[0] ?? '';
  const rows = section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(?:rule\s*\||-)/.test(line))
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
  const ticked = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
  const fixtures = 'tests/fixtures/rules';

  it('has a row per rule, each with its cases and both tests', () => {
    expect(rows.length).toBeGreaterThanOrEqual(13);
    for (const [rule, , , cases = '', tests = ''] of rows) {
      expect(ticked(cases).length, rule).toBeGreaterThan(0);
      expect(ticked(tests).length, rule).toBeGreaterThanOrEqual(2);
    }
  });

  it('lists every file of tests/fixtures/rules/', () => {
    const listed = new Set(
      rows.flatMap(([, , , cases = '']) =>
        ticked(cases).map((name) => (name.includes('/') ? name : `${fixtures}/${name}`)),
      ),
    );
    const onDisk = readdirSync(join(root, fixtures)).map((name) => `${fixtures}/${name}`);
    expect(onDisk.filter((file) => !listed.has(file))).toEqual([]);
  });

  it('names only files that exist', () => {
    const missing = rows.flatMap(([rule, ts = '', , cases = '', tests = '']) =>
      [
        ...ticked(ts),
        ...ticked(cases).map((name) => (name.includes('/') ? name : `${fixtures}/${name}`)),
        ...ticked(tests),
      ]
        .filter((name) => /^(?:src|sync|tests|supabase)\/.+\.\w+$/.test(name))
        .filter((name) => !existsSync(join(root, name)))
        .map((name) => `${rule}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
