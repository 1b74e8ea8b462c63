-- Procedures the app calls as /rest/v1/rpc/<name> (named parameters, so the names below
-- are part of the API). Read-only ones are security invoker: row-level security applies
-- on top of their own role check.

-- Leads --------------------------------------------------------------------------------

create function public.update_lead_status(
  lead_id uuid,
  new_status text,
  assigned_to uuid default null,
  notes text default null
) returns public.leads
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Security: only active admins (or server-side callers) change a lead's status.
  if private.is_api_request() and not public.is_admin() then
    raise exception 'Only admins can change lead status' using errcode = 'insufficient_privilege';
  end if;
  return private.apply_lead_status(
    update_lead_status.lead_id,
    update_lead_status.new_status,
    update_lead_status.assigned_to,
    update_lead_status.notes
  );
end
$$;

create function public.get_lead_stats() returns jsonb
language plpgsql stable
set search_path = ''
as $$
declare
  result jsonb;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only admins can see lead statistics' using errcode = 'insufficient_privilege';
  end if;
  with live as (
    select l.status, l.session_duration, l.country, l.interested_products
    from public.leads l
    where not l._deleted
  ),
  countries as (
    select btrim(v.country) as country, count(*) as n
    from live v
    where coalesce(btrim(v.country), '') <> ''
    group by 1
    order by 2 desc, 1
    limit 5
  ),
  products as (
    select btrim(p.product) as product, count(*) as n
    from live v
    cross join lateral unnest(v.interested_products) as p(product)
    where coalesce(btrim(p.product), '') <> ''
    group by 1
    order by 2 desc, 1
    limit 5
  )
  select jsonb_build_object(
    'total_leads', count(*),
    'new_leads', count(*) filter (where v.status = 'new'),
    'contacted_leads', count(*) filter (where v.status = 'contacted'),
    'qualified_leads', count(*) filter (where v.status = 'qualified'),
    'converted_leads', count(*) filter (where v.status = 'converted'),
    'conversion_rate', case
      when count(*) = 0 then 0
      else round(count(*) filter (where v.status = 'converted') * 100.0 / count(*), 2)
    end,
    'avg_session_duration', coalesce(round(avg(v.session_duration), 2), 0),
    'top_countries', (
      select coalesce(
        jsonb_agg(jsonb_build_object('country', c.country, 'count', c.n) order by c.n desc, c.country),
        '[]'::jsonb)
      from countries c
    ),
    'top_products', (
      select coalesce(
        jsonb_agg(jsonb_build_object('product', p.product, 'count', p.n) order by p.n desc, p.product),
        '[]'::jsonb)
      from products p
    )
  )
  into result
  from live v;
  return result;
end
$$;

create function public.get_recent_leads(limit_count integer default 10)
returns setof public.leads
language plpgsql stable
set search_path = ''
as $$
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only admins can see leads' using errcode = 'insufficient_privilege';
  end if;
  return query
    select l.*
    from public.leads l
    where not l._deleted
    order by l.created_at desc, l.id desc
    limit greatest(0, least(coalesce(limit_count, 10), 500));
end
$$;

create function public.search_leads(
  search_term text default null,
  lead_status text default null,
  lead_priority text default null,
  date_from timestamptz default null,
  date_to timestamptz default null
) returns setof public.leads
language plpgsql stable
set search_path = ''
as $$
declare
  pattern text;
begin
  if coalesce(auth.role(), '') in ('anon', 'authenticated') and not public.is_admin() then
    raise exception 'Only admins can see leads' using errcode = 'insufficient_privilege';
  end if;
  -- The term matches literally: % and _ typed by the admin are not wildcards.
  pattern := '%' || replace(replace(replace(btrim(search_term), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  return query
    select l.*
    from public.leads l
    where not l._deleted
      and (coalesce(btrim(search_term), '') = ''
           or l.name ilike pattern or l.email ilike pattern or l.company ilike pattern)
      and (nullif(lead_status, '') is null or l.status = lead_status)
      and (nullif(lead_priority, '') is null or l.priority = lead_priority)
      and (date_from is null or l.created_at >= date_from)
      and (date_to is null or l.created_at <= date_to)
    order by l.created_at desc, l.id desc;
end
$$;

-- Publishing product drafts -------------------------------------------------------------

-- Publishes an admin's product drafts in one transaction.
--   upserts:   [{...product columns, "_base_modified": <server _modified the draft began
--               from, or null for a new product>}]
--   deletions: [{"id": ..., "_base_modified": ...}]
-- A conflict is a product changed on the server since its draft began (or a "new" product
-- whose id exists). With conflicts and force = false nothing is written and they are
-- reported; otherwise everything is applied: upserts (re-)activate their products,
-- deletions are soft. A draft that already matches the server is not a conflict, so
-- retrying a publish whose answer was lost succeeds.
-- Timestamps compare to the millisecond, which survives a round trip through a JS Date.
create function public.publish_products(upserts jsonb, deletions jsonb, force boolean default false)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  writable text[];
  item jsonb;
  draft jsonb;
  product_id text;
  base timestamptz;
  server public.products;
  conflicts jsonb := '[]'::jsonb;
  upserted text[] := '{}';
  deleted text[] := '{}';
  seen text[] := '{}';
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
    and a.attname not in ('_modified', '_deleted', 'created_at', 'updated_at');

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

  -- 1. Conflicts, with the rows locked so nothing changes between check and write.
  for item in select e.value from jsonb_array_elements(upserts) as e loop
    product_id := item ->> 'id';
    base := (item ->> '_base_modified')::timestamptz;
    draft := (select jsonb_object_agg(d.key, d.value) from jsonb_each(item) as d where d.key = any (writable));
    select p.* into server from public.products p where p.id = product_id for update;
    if not found then
      if base is not null then
        conflicts := conflicts || jsonb_build_array(jsonb_build_object(
          'id', product_id, 'server_modified', null, 'reason', 'deleted'));
      end if;
    elsif not server._deleted
      and to_jsonb(jsonb_populate_record(server, draft)) = to_jsonb(server) then
      null; -- the server already holds this draft
    elsif base is null then
      conflicts := conflicts || jsonb_build_array(jsonb_build_object(
        'id', product_id, 'server_modified', server._modified, 'reason', 'exists'));
    elsif date_trunc('milliseconds', server._modified) <> date_trunc('milliseconds', base) then
      conflicts := conflicts || jsonb_build_array(jsonb_build_object(
        'id', product_id, 'server_modified', server._modified, 'reason', 'changed'));
    end if;
  end loop;

  for item in select e.value from jsonb_array_elements(deletions) as e loop
    product_id := item ->> 'id';
    base := (item ->> '_base_modified')::timestamptz;
    select p.* into server from public.products p where p.id = product_id for update;
    if found and not server._deleted and (
      base is null or date_trunc('milliseconds', server._modified) <> date_trunc('milliseconds', base)
    ) then
      conflicts := conflicts || jsonb_build_array(jsonb_build_object(
        'id', product_id, 'server_modified', server._modified, 'reason', 'changed'));
    end if;
  end loop;

  if jsonb_array_length(conflicts) > 0 and not coalesce(force, false) then
    return jsonb_build_object(
      'ok', false, 'conflicts', conflicts, 'upserted', '[]'::jsonb, 'deleted', '[]'::jsonb);
  end if;

  -- 2. Write. Keys a draft leaves out keep their server value (or the column default).
  for item in select e.value from jsonb_array_elements(upserts) as e loop
    product_id := item ->> 'id';
    draft := (select jsonb_object_agg(d.key, d.value) from jsonb_each(item) as d where d.key = any (writable));
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
    update public.products p set _deleted = true where p.id = product_id and not p._deleted;
    if exists (select 1 from public.products p where p.id = product_id) then
      deleted := deleted || product_id;
    end if;
  end loop;

  return jsonb_build_object(
    'ok', true, 'conflicts', '[]'::jsonb,
    'upserted', to_jsonb(upserted), 'deleted', to_jsonb(deleted));
end
$$;

-- Who may call what ----------------------------------------------------------------------
-- Functions in public are executable by the API roles by default (as on hosted Supabase);
-- the admin procedures make no sense for visitors.
revoke execute on function public.update_lead_status(uuid, text, uuid, text) from public, anon;
revoke execute on function public.get_lead_stats() from public, anon;
revoke execute on function public.get_recent_leads(integer) from public, anon;
revoke execute on function public.search_leads(text, text, text, timestamptz, timestamptz) from public, anon;
revoke execute on function public.publish_products(jsonb, jsonb, boolean) from public, anon;
grant execute on function public.update_lead_status(uuid, text, uuid, text) to authenticated, service_role;
grant execute on function public.get_lead_stats() to authenticated, service_role;
grant execute on function public.get_recent_leads(integer) to authenticated, service_role;
grant execute on function public.search_leads(text, text, text, timestamptz, timestamptz) to authenticated, service_role;
grant execute on function public.publish_products(jsonb, jsonb, boolean) to authenticated, service_role;
