-- Bounded statement time per API role, as hosted Supabase sets it: one slow request from a
-- visitor cannot hold the database for long. PostgREST applies a role's settings when it
-- switches to that role (the local server does the same).
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
