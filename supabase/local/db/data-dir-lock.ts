// One process per PGlite data directory: two PGlite instances writing the same files corrupt
// them (the second's WAL replay aborts), so a backend takes a lock file beside the directory
// and a second one is refused in words. A lock left by a process that is gone is taken over.
import { open, readFile, rm, mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is in use by another backend (process ${pid}); stop it first`,
    );
  }
}

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Takes `${dataDir}.lock` for this process; resolves with its release. */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  const path = `${dataDir}.lock`;
  await mkdir(dirname(path), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = await open(path, 'wx');
      await file.writeFile(String(process.pid));
      await file.close();
      return () => rm(path, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number((await readFile(path, 'utf8').catch(() => '')).trim());
      if (Number.isInteger(pid) && pid > 0 && pid !== process.pid && isRunning(pid))
        throw new DataDirInUseError(dataDir, pid);
      await rm(path, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}
