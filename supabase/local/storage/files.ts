// Owns the bytes of stored objects on disk. Each upload is a new version file:
//   <storageDir>/<bucket>/<object key>/#<version>
// as hosted Storage's file backend keeps `<bucket>/<key>/<version>`. A replace writes a new
// file and the old one is removed only after the database commit, so a reader never sees a
// half-written file, a rolled-back replace leaves the old bytes intact, and keys `a` and
// `a/b` can both exist (S3 semantics). `#` cannot appear in a key, so a version file never
// collides with a key's folder.
import { constants, copyFile, mkdir, readFile, rmdir, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { invalidKey } from './errors.ts';

export function versionFile(storageDir: string, bucket: string, key: string, version: string) {
  const root = path.resolve(storageDir);
  const file = path.resolve(root, bucket, ...key.split('/'), `#${version}`);
  // Security: keys are validated before they get here; this is the last line of defence.
  if (!file.startsWith(root + path.sep)) throw invalidKey(key);
  return file;
}

export async function writeVersion(file: string, bytes: Uint8Array): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(file, bytes, { flag: 'wx' });
      return;
    } catch (error) {
      // A concurrent delete may prune the folder between mkdir and write: make it again.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt === 3) throw error;
    }
  }
}

/** A new version file with the bytes of another (copy and move), never over an existing one. */
export async function copyVersion(from: string, to: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await mkdir(path.dirname(to), { recursive: true });
    try {
      await copyFile(from, to, constants.COPYFILE_EXCL);
      return;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // The source is gone (the row outlived its file), or a delete pruned the new folder.
      if (code !== 'ENOENT' || attempt === 3) throw error;
    }
  }
}

/** The bytes, or undefined when the file is gone (the row outlived its file). */
export async function readVersion(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Removes a version file and the folders it leaves empty, up to the bucket folder. */
export async function removeVersion(storageDir: string, bucket: string, file: string) {
  await unlink(file).catch(() => undefined);
  const stop = path.resolve(storageDir, bucket);
  for (let dir = path.dirname(file); dir.startsWith(stop + path.sep); dir = path.dirname(dir)) {
    try {
      await rmdir(dir);
    } catch {
      return; // not empty (another version or key lives here) or already gone
    }
  }
}
