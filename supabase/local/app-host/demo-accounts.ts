// The demo accounts supabase/seed.sql creates, as `npm start` lists them (local only).
export const DEMO_PASSWORD = 'mgrid-demo';

export const DEMO_ACCOUNTS = [
  ['superadmin@mgrid.local', 'superadmin'],
  ['admin@mgrid.local', 'admin'],
  ['user@mgrid.local', 'user'],
  ['dealer@mgrid.local', 'dealer owner'],
  ['applicant@mgrid.local', 'dealer applicant'],
] as const;
