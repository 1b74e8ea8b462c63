// Who is signed in, and with which role ('checking' while the stored session is read).
import type { SessionState } from './auth.ts';
import { currentSync } from '../engine/runtime.ts';
import { useStore } from '../engine/use-store.ts';

export function useSession(): SessionState {
  return useStore(currentSync().session);
}
