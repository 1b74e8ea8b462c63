-- Banners switched off must reach visitors as a change. Under "everyone reads active banners"
-- (20261121000200) the update that switches a banner off is invisible to a visitor (row-level
-- security filters it out of their pull and their realtime feed), so their open page kept
-- showing it until the next visibility check, up to 5 minutes later.
--
-- Visitors now read every banner whose words they have already been shown: an active one, or
-- an inactive one unchanged since it was last active. Switching a live banner off is then an
-- update visitors receive (is_active = false, which the client filters out), while a banner
-- drafted inactive, or rewritten while inactive, stays out of their hands until it goes live.
-- The date window stays the client's (it moves with the clock, not with the row), so a
-- scheduled banner (active, starting later) is readable as before.

alter table public.banners add column shown_to_visitors boolean not null default false;

comment on column public.banners.shown_to_visitors is
  'Set by trigger: visitors may read this row (active, or inactive and unchanged since it was live).';

create function private.banner_shown_to_visitors() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.is_active then
    new.shown_to_visitors := true;
  elsif tg_op = 'INSERT' then
    new.shown_to_visitors := false;
  else
    -- Security: an inactive banner stays readable only while every visible field is what
    -- visitors last saw; any edit while inactive withdraws it until it is live again.
    new.shown_to_visitors := old.shown_to_visitors
      and (new.title, new.subtitle, new.cta_text, new.cta_url, new.background_color,
           new.text_color, new.start_date, new.end_date, new.priority, new.show_on_pages,
           new.hide_on_pages)
      is not distinct from
          (old.title, old.subtitle, old.cta_text, old.cta_url, old.background_color,
           old.text_color, old.start_date, old.end_date, old.priority, old.show_on_pages,
           old.hide_on_pages);
  end if;
  return new;
end
$$;

-- Security: a trigger function, never an API call.
revoke execute on function private.banner_shown_to_visitors() from public, anon, authenticated;

-- Runs before zz_set_modified; whatever a client sends for the column is overwritten.
create trigger trg_70_banner_shown_to_visitors
  before insert or update on public.banners
  for each row execute function private.banner_shown_to_visitors();

update public.banners set shown_to_visitors = true where is_active;

drop policy "banners: everyone reads active banners" on public.banners;
-- Tombstones (_deleted) of banners visitors had stay readable, so a deletion reaches them.
create policy "banners: everyone reads banners visitors have seen" on public.banners
  for select to anon, authenticated
  using (is_active or shown_to_visitors);
