-- Error reports: an address or session whose budget is spent is refused before anything of
-- its batch is read. The budget used to be checked after the reports were scrubbed (six
-- regular expressions over up to 8,000 characters each) and stored, so every refused batch
-- still cost the database that work. Now: the batch's shape and size, then the budget of the
-- address and the session, then the reports; the budget is charged as before, after the
-- insert, for the reports that were new. Same messages, same limits.
-- The refusal of a spent budget, in words (PT429: the API answers 429).
create function private.refuse_client_errors(budget_key text, limits private.client_error_limits)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'Too many error reports from this %. Please try again later.',
      case when budget_key like 'ip:%' then 'connection' else 'session' end
    using errcode = 'PT429',
          detail = format('At most %s reports per address and per session in %s.',
                          limits.max_reports, limits.window_length);
end
$$;
revoke execute on function private.refuse_client_errors(text, private.client_error_limits) from public;

create or replace function public.report_client_errors(batch jsonb)
returns integer
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  limits private.client_error_limits;
  reports jsonb := case when jsonb_typeof(batch -> 'reports') = 'array' then batch -> 'reports' end;
  batch_session text := left(nullif(btrim(batch ->> 'session'), ''), 64);
  caller text;
  budget_keys text[] := '{}';
  stored integer;
  seen integer;
  budget_key text;
begin
  select * into limits from private.client_error_limits where id;
  if reports is null or jsonb_typeof(batch) <> 'object' then
    raise exception 'An error report batch is {session, reports: [...]}'
      using errcode = '22023';
  end if;
  if jsonb_array_length(reports) > limits.max_batch then
    raise exception 'Too many error reports in one batch (at most %).', limits.max_batch
      using errcode = '22023';
  end if;

  if private.is_api_request() then
    caller := coalesce(private.request_ip(), 'unknown');
    budget_keys := array_remove(array['ip:' || caller, 's:' || batch_session], null);
  end if;
  -- Security: a spent budget is refused here, before a single report is read.
  foreach budget_key in array budget_keys loop
    perform pg_advisory_xact_lock(hashtextextended('mgrid.client_errors:' || budget_key, 0));
    delete from private.client_error_budget b
    where b.key = budget_key and b.sent_at <= now() - limits.window_length;
    select count(*) into seen from private.client_error_budget b where b.key = budget_key;
    if seen >= limits.max_reports then
      perform private.refuse_client_errors(budget_key, limits);
    end if;
  end loop;

  insert into public.client_errors
    (id, kind, message, stack, top_frame, route, release, user_agent, occurred_at)
  select r.id, r.kind, r.message, r.stack,
         left(substring(r.stack from '((?:https?://|/)[^\s()@]+:[0-9]+:[0-9]+)'), 500),
         r.route, r.release, r.user_agent,
         -- The device's clock, kept within the last week and never in the future.
         least(greatest(coalesce(r.occurred_at, now()), now() - interval '7 days'), now())
  from (
    select (x ->> 'id')::uuid as id,
           case when x ->> 'kind' in ('error', 'rejection', 'boundary') then x ->> 'kind' else 'error' end as kind,
           left(coalesce(nullif(private.scrub_client_text(btrim(x ->> 'message')), ''), 'Unknown error'), 1000) as message,
           left(private.scrub_client_text(x ->> 'stack'), 8000) as stack,
           left(coalesce(private.scrub_client_text(
             nullif(split_part(split_part(x ->> 'route', '?', 1), '#', 1), '')), '/'), 300) as route,
           left(coalesce(nullif(btrim(x ->> 'release'), ''), 'unknown'), 64) as release,
           left(coalesce(private.request_header('user-agent'), x ->> 'user_agent'), 512) as user_agent,
           case when (x ->> 'occurred_at') ~ '^\d{4}-\d{2}-\d{2}T'
                then (x ->> 'occurred_at')::timestamptz end as occurred_at
    from jsonb_array_elements(reports) x
  ) r
  on conflict (id) do nothing;
  get diagnostics stored = row_count;

  if stored > 0 then
    foreach budget_key in array budget_keys loop
      select count(*) into seen from private.client_error_budget b where b.key = budget_key;
      if seen + stored > limits.max_reports then
        perform private.refuse_client_errors(budget_key, limits);
      end if;
      insert into private.client_error_budget (key)
      select budget_key from generate_series(1, stored);
    end loop;
  end if;
  return stored;
end
$$;
