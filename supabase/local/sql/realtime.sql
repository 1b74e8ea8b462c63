-- Change capture for the local /realtime/v1 server (supabase/local/realtime). Hosted
-- Realtime reads the write-ahead log of the tables in the supabase_realtime publication;
-- PGlite has no logical replication, so here a row trigger on each published table
-- writes the change to realtime.local_changes and wakes the server with NOTIFY. The
-- migrations only say `alter publication supabase_realtime add table ...`, exactly as
-- for hosted Supabase; installing the triggers is this file's business.
-- Idempotent: applied after bootstrap.sql on every start.

create schema if not exists realtime;

create table if not exists realtime.local_changes (
  id bigint generated always as identity primary key,
  -- The writing transaction: the server reads a change once every transaction that
  -- could have written an earlier one has finished (see realtime/change-feed.ts).
  xid xid8 not null default pg_current_xact_id(),
  relid oid not null,
  schema_name text not null,
  table_name text not null,
  action text not null check (action in ('INSERT', 'UPDATE', 'DELETE')),
  record jsonb,
  old_record jsonb,
  -- now() is the same for every change of a transaction, as a commit timestamp is.
  committed_at timestamptz not null default now()
);
create index if not exists local_changes_xid on realtime.local_changes (xid);

-- Security: rows of every published table, whoever may see them; only the server's own
-- (superuser) connection reads this table and it applies row-level security per subscriber.
revoke all on table realtime.local_changes from public, anon, authenticated, service_role;

create or replace function realtime.local_capture() returns trigger
language plpgsql
security definer
set search_path = pg_catalog
as $$
begin
  insert into realtime.local_changes (relid, schema_name, table_name, action, record, old_record)
  values (
    tg_relid,
    tg_table_schema,
    tg_table_name,
    tg_op,
    case when tg_op <> 'DELETE' then to_jsonb(new) end,
    case when tg_op <> 'INSERT' then to_jsonb(old) end
  );
  -- NOTIFY payloads are capped at 8000 bytes, so the row is never sent, only a wake-up.
  -- The payload is the transaction id: Postgres folds identical notifications of one
  -- transaction into one, so a bulk insert wakes the server once.
  perform pg_notify('realtime_local_changes', pg_current_xact_id()::text);
  return null;
end
$$;

-- (Re)installs the capture trigger on every table of the supabase_realtime publication
-- for exactly the actions it publishes, and removes it from tables that left it.
create or replace function realtime.local_sync_capture() returns void
language plpgsql
security definer
set search_path = pg_catalog
as $$
declare
  r record;
begin
  for r in
    with published as (
      select c.oid as relid,
             1 | (case when p.pubinsert then 4 else 0 end)
               | (case when p.pubdelete then 8 else 0 end)
               | (case when p.pubupdate then 16 else 0 end) as tgtype,
             concat_ws(' or ',
               case when p.pubinsert then 'insert' end,
               case when p.pubupdate then 'update' end,
               case when p.pubdelete then 'delete' end) as events
      from pg_publication p
      join pg_publication_tables pt on pt.pubname = p.pubname
      join pg_namespace n on n.nspname = pt.schemaname
      join pg_class c on c.relnamespace = n.oid and c.relname = pt.tablename
      where p.pubname = 'supabase_realtime'
        and c.relkind in ('r', 'p')
        and n.nspname not in ('realtime', 'pg_catalog', 'information_schema')
        and (p.pubinsert or p.pubupdate or p.pubdelete)
    ),
    installed as (
      select t.tgrelid as relid, t.tgtype::int as tgtype
      from pg_trigger t
      where t.tgname = 'realtime_local_capture' and t.tgparentid = 0
    )
    select coalesce(p.relid, i.relid)::regclass as rel, p.events
    from published p
    full join installed i on i.relid = p.relid
    where p.relid is null or i.relid is null or p.tgtype <> i.tgtype
  loop
    begin
      execute format('drop trigger if exists realtime_local_capture on %s', r.rel);
      if r.events is not null then
        execute format(
          'create trigger realtime_local_capture after %s on %s for each row execute function realtime.local_capture()',
          r.events, r.rel);
      end if;
    exception when others then
      raise warning 'realtime: cannot install change capture on %: %', r.rel, sqlerrm;
    end;
  end loop;
end
$$;

revoke all on function realtime.local_capture(), realtime.local_sync_capture() from public;

-- Tables join the publication in migrations (and in tests, at any time): an event
-- trigger installs the capture as soon as they do. Creating one needs a superuser;
-- without it the server still re-syncs after migrations and on every subscription.
create or replace function realtime.local_sync_capture_on_ddl() returns event_trigger
language plpgsql
as $$
begin
  perform realtime.local_sync_capture();
exception when others then
  raise warning 'realtime: cannot sync change capture: %', sqlerrm;
end
$$;

do $$
begin
  if exists (select 1 from pg_roles where rolname = current_user and rolsuper) then
    drop event trigger if exists realtime_local_capture_sync;
    create event trigger realtime_local_capture_sync on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION', 'DROP PUBLICATION',
                   'CREATE TABLE', 'CREATE TABLE AS', 'SELECT INTO')
      execute function realtime.local_sync_capture_on_ddl();
  end if;
end
$$;

select realtime.local_sync_capture();
