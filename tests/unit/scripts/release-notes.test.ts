import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { latestRelease } from '../../../scripts/release-notes.ts';

describe('latestRelease', () => {
  it('takes the newest version and its first paragraph as one line', () => {
    const changelog = [
      '# Changelog',
      '',
      'Intro text.',
      '',
      '## 1.2.0',
      '',
      'Faster search and',
      'a clearer cart.',
      '',
      'Details nobody reads.',
      '',
      '## 1.1.0',
      '',
      'Older.',
    ].join('\n');
    expect(latestRelease(changelog)).toEqual({
      version: '1.2.0',
      note: 'Faster search and a clearer cart.',
    });
  });

  it('reads Keep a Changelog headings, past [Unreleased], up to the first subsection', () => {
    const changelog = [
      '# Changelog',
      '',
      '## [Unreleased]',
      '',
      'Not shipped yet.',
      '',
      '### Changed',
      '- Something.',
      '',
      '## [0.2.0] - 2026-12-01',
      '',
      'Pay by UPI',
      'from the cart.',
      '### Added',
      '- UPI in the cart.',
      '',
      '## [0.1.0] - 2026-11-26',
      '',
      'First.',
    ].join('\n');
    expect(latestRelease(changelog)).toEqual({
      version: '0.2.0',
      note: 'Pay by UPI from the cart.',
    });
    expect(() => latestRelease('## [Unreleased]\n\nSoon.')).toThrow(
      'CHANGELOG.md has no "## <version>" section',
    );
  });

  it('refuses a changelog without a version or without a note', () => {
    expect(() => latestRelease('# Changelog\n\nNothing yet.')).toThrow(
      'CHANGELOG.md has no "## <version>" section',
    );
    expect(() => latestRelease('## 2.0.0\n\n## 1.0.0\nOld.')).toThrow(
      'CHANGELOG.md says nothing under 2.0.0',
    );
  });

  it("reads the repository's own CHANGELOG.md, which matches package.json's version", () => {
    const root = new URL('../../../', import.meta.url);
    const release = latestRelease(readFileSync(new URL('CHANGELOG.md', root), 'utf8'));
    const pkg = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as {
      version: string;
    };
    expect(release.version).toBe(pkg.version);
    expect(release.note.length).toBeGreaterThan(10);
  });
});
