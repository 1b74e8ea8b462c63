// The release the build carries (vite.config.ts defines it for the app): its version and the
// one line the app shows after updating, read from CHANGELOG.md's newest entry.

export interface Release {
  version: string;
  /** One sentence: what changed in this version. */
  note: string;
}

/**
 * The newest `## <version>` section's first paragraph, joined into one line. Throws when the
 * changelog has no version section or it has no text, so a build never ships a blank note.
 */
export function latestRelease(changelog: string): Release {
  const lines = changelog.split(/\r?\n/);
  const heading = lines.findIndex((line) => /^##\s+\S/.test(line));
  if (heading < 0) throw new Error('CHANGELOG.md has no "## <version>" section');
  const version = lines[heading]!.replace(/^##\s+/, '').trim();
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
