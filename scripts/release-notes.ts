// The release the build carries (vite.config.ts defines it for the app): its version and the
// one line the app shows after updating, read from CHANGELOG.md's newest entry.

export interface Release {
  version: string;
  /** One sentence: what changed in this version. */
  note: string;
}

// A version heading: `## [1.2.0] - 2026-11-26` (Keep a Changelog) or plain `## 1.2.0`.
const VERSION_HEADING = /^##\s+\[?([^\]\s]+)\]?/;
// `## [Unreleased]` collects what no release carries yet, so it never names the build.
const UNRELEASED = /^##\s+\[?unreleased\]?/i;

/**
 * The newest released `## <version>` section's first paragraph, joined into one line. Throws
 * when the changelog has no version section or it has no text, so a build never ships a blank
 * note.
 */
export function latestRelease(changelog: string): Release {
  const lines = changelog.split(/\r?\n/);
  const heading = lines.findIndex((line) => VERSION_HEADING.test(line) && !UNRELEASED.test(line));
  if (heading < 0) throw new Error('CHANGELOG.md has no "## <version>" section');
  const version = VERSION_HEADING.exec(lines[heading]!)![1]!;
  const paragraph: string[] = [];
  for (const line of lines.slice(heading + 1)) {
    if (/^#/.test(line)) break;
    if (line.trim() === '') {
      if (paragraph.length > 0) break;
      continue;
    }
    paragraph.push(line.trim());
  }
  if (paragraph.length === 0) throw new Error(`CHANGELOG.md says nothing under ${version}`);
  return { version, note: paragraph.join(' ') };
}
