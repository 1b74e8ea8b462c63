// The demo accounts supabase/seed.sql creates, as `npm start` lists them (local only).
export const DEMO_PASSWORD = 'mgrid-demo';

export const DEMO_ACCOUNTS = [
  ['superadmin@mgrid.local', 'superadmin'],
  ['admin@mgrid.local', 'admin'],
  ['user@mgrid.local', 'user'],
] as const;
