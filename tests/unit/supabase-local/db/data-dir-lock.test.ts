import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { DataDirInUseError, lockDataDir } from '../../../../supabase/local/db/data-dir-lock.ts';

const freshDir = async () => path.join(await mkdtemp(path.join(tmpdir(), 'mgrid-lock-')), 'pglite');

describe('lockDataDir', () => {
  it('writes this process id beside the directory and removes it on release', async () => {
    const dir = await freshDir();
    const release = await lockDataDir(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
    await expect(readFile(`${dir}.lock`, 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('refuses a directory another running process holds, naming it', async () => {
    const dir = await freshDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 20000)']);
    try {
      await writeFile(`${dir}.lock`, String(other.pid));
      const refused = await lockDataDir(dir).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(DataDirInUseError);
      expect((refused as Error).message).toBe(
        `The database in ${dir} is in use by another backend (process ${other.pid}); stop it first`,
      );
    } finally {
      other.kill();
    }
  });

  it('takes over a lock left by a process that has ended', async () => {
    const dir = await freshDir();
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.once('exit', resolve));
    await writeFile(`${dir}.lock`, String(gone.pid));
    const release = await lockDataDir(dir);
    expect(await readFile(`${dir}.lock`, 'utf8')).toBe(String(process.pid));
    await release();
  });
});
