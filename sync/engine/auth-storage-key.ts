// Where supabase-js keeps the session: fixed, so sign-out can clear it without the server, and
// a module of its own, so the header (sync/session/kept.ts) can read the kept session without
// bringing supabase-js (sync/engine/supabase.ts) into the first paint's JavaScript.
export const AUTH_STORAGE_KEY = 'mgrid-auth';
