-- Sending the buyers' notifications (issue 25): supabase/functions/notify claims a batch of
-- unsent rows, hands each to the email or SMS provider and records the outcome. Claiming
-- takes the rows with FOR UPDATE SKIP LOCKED and leases them (next_attempt_at), so two runs
-- at once, or a run after one that crashed mid-batch, never send a message twice.

alter table public.notifications add column next_attempt_at timestamptz;

comment on column public.notifications.next_attempt_at is
  'Not tried again before this time: a lease while a sender holds the row, then the retry delay after a failure. Null: due now.';

-- Security: service role only (the sender). Oldest first; five tries at most, after which
-- the row stays unsent with its last_error for staff to read.
create function public.claim_notifications(
  batch_size integer default 20,
  channels text[] default array['email', 'sms'],
  lease_seconds integer default 300
) returns setof public.notifications
language sql
volatile
set search_path = ''
as $$
  with claimed as (
    update public.notifications n
       set attempts = n.attempts + 1,
           next_attempt_at = now() + make_interval(secs => greatest(coalesce(lease_seconds, 300), 30))
     where n.id in (
       select c.id from public.notifications c
        where c.sent_at is null
          and c.attempts < 5
          and c.channel = any (coalesce(channels, array['email', 'sms']))
          and (c.next_attempt_at is null or c.next_attempt_at <= now())
        order by c.created_at, c.id
        limit least(greatest(coalesce(batch_size, 20), 1), 100)
        for update skip locked)
    returning n.*
  )
  -- Oldest first, the order they are sent in.
  select * from claimed order by created_at, id
$$;

comment on function public.claim_notifications(integer, text[], integer) is
  'Sender (service role): takes up to batch_size unsent notifications of these channels, oldest first, counts the attempt and leases them for lease_seconds; rows another run holds are skipped.';

-- The outcome of one claimed message: sent (error null) or failed (tried again after
-- retry_after_seconds). A message already marked sent stays as it is.
create function public.finish_notification(
  notification_id uuid,
  error text default null,
  retry_after_seconds integer default 60
) returns void
language sql
volatile
set search_path = ''
as $$
  update public.notifications
     set sent_at = case when error is null then now() end,
         last_error = case when error is null then null else left(error, 500) end,
         next_attempt_at = case when error is null then null
           else now() + make_interval(secs => greatest(coalesce(retry_after_seconds, 60), 0)) end
   where id = notification_id and sent_at is null
$$;

comment on function public.finish_notification(uuid, text, integer) is
  'Sender (service role): records one message as sent (error null) or failed with its error, tried again after retry_after_seconds.';

-- A sender waiting on LISTEN notifications_due (the local app host) sends at once instead of
-- at its next round; nobody listening costs nothing.
create function private.notifications_due() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  perform pg_notify('notifications_due', '');
  return null;
end
$$;

create trigger trg_notifications_due
  after insert on public.notifications
  for each statement execute function private.notifications_due();

revoke execute on function public.claim_notifications(integer, text[], integer) from public, anon, authenticated;
revoke execute on function public.finish_notification(uuid, text, integer) from public, anon, authenticated;
grant execute on function public.claim_notifications(integer, text[], integer) to service_role;
grant execute on function public.finish_notification(uuid, text, integer) to service_role;

revoke execute on all functions in schema private from public;
