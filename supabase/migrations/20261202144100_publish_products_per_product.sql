-- Batch publish per product: a product another admin changed (or a stock draft that would go
-- below zero, an added id that is taken, a product deleted meanwhile) stays out of the publish
-- and is reported with the server's row, so the admin's app can merge field by field; every
-- other product in the batch is published. The transaction still rolls back as a whole on an
-- invalid product. force publishes the conflicting ones too (after the admin has seen them).
create or replace function public.publish_products(upserts jsonb, deletions jsonb, force boolean default false)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  writable text[];
  item jsonb;
  draft jsonb;
  prepared jsonb := '{}'::jsonb;
  product_id text;
  base timestamptz;
  base_stock integer;
  published_stock integer;
  server public.products;
  reason text;
  conflicts jsonb := '[]'::jsonb;
  upserted text[] := '{}';
  deleted text[] := '{}';
  seen text[] := '{}';
  held text[] := '{}';
  columns text;
  assignments text;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only admins can publish products' using errcode = 'insufficient_privilege';
  end if;
  upserts := coalesce(upserts, '[]'::jsonb);
  deletions := coalesce(deletions, '[]'::jsonb);
  if jsonb_typeof(upserts) <> 'array' or jsonb_typeof(deletions) <> 'array' then
    raise exception 'upserts and deletions must be arrays' using errcode = 'invalid_parameter_value';
  end if;

  -- Columns a draft may set: not generated, not kept by the database itself.
  select array_agg(a.attname::text order by a.attnum)
  into writable
  from pg_catalog.pg_attribute a
  where a.attrelid = 'public.products'::regclass
    and a.attnum > 0
    and not a.attisdropped
    and a.attgenerated = ''
    and a.attname not in ('_modified', '_deleted', 'created_at', 'updated_at', 'edited_at');

  for item in select e.value from jsonb_array_elements(upserts || deletions) as e loop
    product_id := nullif(btrim(item ->> 'id'), '');
    if jsonb_typeof(item) <> 'object' or product_id is null then
      raise exception 'Every product needs an id' using errcode = 'invalid_parameter_value';
    end if;
    if product_id = any (seen) then
      raise exception 'Product % appears more than once in this publish', product_id
        using errcode = 'invalid_parameter_value';
    end if;
    seen := seen || product_id;
  end loop;

  -- Lock every product named, in id order as placing an order does, so a publish and an
  -- order wait for each other instead of deadlocking.
  perform 1 from public.products p where p.id = any (seen) order by p.id for update;

  -- 1. Conflicts and stock, with the rows locked so nothing changes between check and write.
  for item in select e.value from jsonb_array_elements(upserts) as e loop
    product_id := item ->> 'id';
    base := (item ->> '_base_modified')::timestamptz;
    draft := (select jsonb_object_agg(d.key, d.value) from jsonb_each(item) as d where d.key = any (writable));
    reason := null;
    select p.* into server from public.products p where p.id = product_id for update;
    if not found then
      if base is not null then
        conflicts := conflicts || jsonb_build_array(jsonb_build_object(
          'id', product_id, 'server_modified', null, 'reason', 'deleted'));
      end if;
      prepared := prepared || jsonb_build_object(product_id, draft);
      continue;
    end if;
    if base is not null and jsonb_typeof(draft -> 'stockQuantity') = 'number' then
      base_stock := server."stockQuantity" - private.stock_moved_since(product_id, base);
      published_stock := server."stockQuantity" + ((draft ->> 'stockQuantity')::integer - base_stock);
      if published_stock < 0 then
        reason := 'stock';
        published_stock := 0;
      end if;
      draft := jsonb_set(draft, '{stockQuantity}', to_jsonb(published_stock));
    end if;
    prepared := prepared || jsonb_build_object(product_id, draft);
    if not server._deleted
      and to_jsonb(jsonb_populate_record(server, draft)) = to_jsonb(server) then
      reason := null; -- the server already holds this draft
    elsif base is null then
      reason := 'exists';
    elsif date_trunc('milliseconds', coalesce(server.edited_at, server._modified))
          > date_trunc('milliseconds', base) then
      reason := 'changed';
    end if;
    if reason is not null then
      conflicts := conflicts || jsonb_build_array(jsonb_strip_nulls(jsonb_build_object(
        'id', product_id, 'server_modified', server._modified, 'reason', reason,
        'available', case when reason = 'stock' then server."stockQuantity" end,
        'server', to_jsonb(server) - '{_deleted,created_at,updated_at,edited_at}'::text[])));
    end if;
  end loop;

  for item in select e.value from jsonb_array_elements(deletions) as e loop
    product_id := item ->> 'id';
    base := (item ->> '_base_modified')::timestamptz;
    select p.* into server from public.products p where p.id = product_id for update;
    if found and not server._deleted and (
      base is null
      or date_trunc('milliseconds', coalesce(server.edited_at, server._modified))
         > date_trunc('milliseconds', base)
    ) then
      conflicts := conflicts || jsonb_build_array(jsonb_build_object(
        'id', product_id, 'server_modified', server._modified, 'reason', 'changed'));
    end if;
  end loop;

  -- A conflicting product stays out of this publish (its draft is kept); the others go.
  if coalesce(force, false) then
    conflicts := '[]'::jsonb;
  else
    held := (select coalesce(array_agg(c ->> 'id'), '{}') from jsonb_array_elements(conflicts) as c);
  end if;

  -- 2. Write. Keys a draft leaves out keep their server value (or the column default).
  for item in select e.value from jsonb_array_elements(upserts) as e loop
    product_id := item ->> 'id';
    continue when product_id = any (held);
    draft := prepared -> product_id;
    select string_agg(format('%I', k), ', '), string_agg(format('%I = excluded.%I', k, k), ', ')
    into columns, assignments
    from jsonb_object_keys(draft) as k;
    execute format(
      'insert into public.products as p (%1$s, _deleted)
         select %1$s, false from pg_catalog.jsonb_populate_record(null::public.products, $1)
       on conflict (id) do update set %2$s, _deleted = false',
      columns, assignments)
    using draft;
    upserted := upserted || product_id;
  end loop;

  for item in select e.value from jsonb_array_elements(deletions) as e loop
    product_id := item ->> 'id';
    continue when product_id = any (held);
    update public.products p set _deleted = true where p.id = product_id and not p._deleted;
    if exists (select 1 from public.products p where p.id = product_id) then
      deleted := deleted || product_id;
    end if;
  end loop;

  return jsonb_build_object(
    'ok', jsonb_array_length(conflicts) = 0, 'conflicts', conflicts,
    'upserted', to_jsonb(upserted), 'deleted', to_jsonb(deleted));
end
$$;

comment on function public.publish_products(jsonb, jsonb, boolean) is
  'Publishes product drafts in one transaction. Per upsert: _base_modified (the server _modified the draft began from); "stockQuantity" is applied as a difference against the stock then, so order reservations made since are kept. A product in conflict is left out (its draft stays) and the rest are published. Answers {ok: no conflicts, conflicts[{id, server_modified, reason: deleted|exists|changed|stock, available?, server?: the row now}], upserted, deleted}.';

revoke execute on function public.publish_products(jsonb, jsonb, boolean) from public, anon;
grant execute on function public.publish_products(jsonb, jsonb, boolean) to authenticated, service_role;
