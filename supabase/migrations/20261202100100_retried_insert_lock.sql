-- A row sent again (a device's retry, or the same id sent several times at once) is stored
-- once. private.ignore_retried_insert skips a row whose id is already stored, but two inserts
-- of one id running at the same moment each found nothing and ran the later triggers: with
-- `on conflict do nothing` (PostgREST's `resolution=ignore-duplicates`) the losers' rows were
-- dropped by the unique index only after their triggers had reserved stock or applied a
-- staff command, so one order took its stock up to eight times. The check now waits on a
-- lock held by the first insert of that id until it commits, then sees its row and skips.
create or replace function private.ignore_retried_insert() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_row boolean;
begin
  perform pg_advisory_xact_lock(
    hashtextextended(format('%I.%I:%s', tg_table_schema, tg_table_name, new.id), 0));
  execute format('select exists (select 1 from %I.%I where id = $1)', tg_table_schema, tg_table_name)
    into found_row
    using new.id;
  if found_row then
    return null;
  end if;
  return new;
end
$$;
