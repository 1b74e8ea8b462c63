-- EXPLAIN VERBOSE (PostgREST's plan media type with `options=verbose`) shows each
-- statement's "Query Identifier", as on hosted Supabase, where pg_stat_statements turns query
-- ids on. New connections take the database's setting; the session running this file
-- (PGlite's only one) takes it at once.
do $$
begin
  execute format('alter database %I set compute_query_id = on', current_database());
exception when insufficient_privilege then
  -- A DATABASE_URL role that is not a superuser keeps the server's own default.
  raise notice 'compute_query_id: not a superuser on database %, left as it is', current_database();
end
$$;

set compute_query_id = on;
