// Local writes that fail because the device is out of space (or storage is blocked) are
// reported in the status and thrown with a message a person understands, never swallowed.
import { STORAGE_FULL, STORAGE_UNAVAILABLE } from '../../src/lib/first-paint-messages.ts';
import type { SyncRuntime } from './runtime.ts';

function storageProblem(error: unknown): string | null {
  const text = `${(error as Error)?.name ?? ''} ${(error as Error)?.message ?? ''} ${JSON.stringify(
    (error as { parameters?: unknown })?.parameters ?? '',
  )}`;
  if (/QuotaExceeded|quota/i.test(text)) return STORAGE_FULL;
  if (/InvalidStateError|SecurityError|UnknownError|DatabaseClosed/i.test(text)) {
    return STORAGE_UNAVAILABLE;
  }
  return null;
}

export async function guardWrite<T>(runtime: SyncRuntime, write: () => Promise<T>): Promise<T> {
  try {
    const result = await write();
    if (runtime.statusStore.get().storageError) runtime.statusStore.update({ storageError: null });
    return result;
  } catch (error) {
    const problem = storageProblem(error);
    if (!problem) throw error;
    runtime.statusStore.update({ storageError: problem });
    throw new Error(problem, { cause: error });
  }
}
