-- Every database session's search_path as on hosted Supabase: "$user", public, extensions.
-- pgcrypto, like the other extensions, lives in the extensions schema (bootstrap.sql), so a
-- seed or a psql session on port 54322 calls crypt() and gen_salt() unqualified as it does
-- on hosted. New connections take the database's setting; the session running this file
-- (PGlite's only one, which its wire protocol serves) takes it at once.
do $$
begin
  execute format(
    'alter database %I set search_path to "$user", public, extensions',
    current_database()
  );
exception when insufficient_privilege then
  -- A DATABASE_URL role that does not own its database keeps the server's own default.
  raise notice 'search_path: not the owner of database %, left as it is', current_database();
end
$$;

set search_path to "$user", public, extensions;
