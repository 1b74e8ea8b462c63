-- The banner editor and the superadmin's settings form now edit the Hindi texts (issue 32,
-- columns from 20261127100100_hindi_content.sql). Two rules follow them into the database.

-- Banners: an inactive banner stays readable by visitors only while every text they were
-- shown is unchanged (20261123610100_banner_visibility.sql). The Hindi texts are shown on
-- Hindi pages, so a banner rewritten in Hindi while off is withdrawn too until it is live.
create or replace function private.banner_shown_to_visitors() returns trigger
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
           new.hide_on_pages, new.title_hi, new.subtitle_hi, new.cta_text_hi)
      is not distinct from
          (old.title, old.subtitle, old.cta_text, old.cta_url, old.background_color,
           old.text_color, old.start_date, old.end_date, old.priority, old.show_on_pages,
           old.hide_on_pages, old.title_hi, old.subtitle_hi, old.cta_text_hi);
  end if;
  return new;
end
$$;

-- Security: a trigger function, never an API call (create or replace keeps the grants; said
-- again so this file reads whole).
revoke execute on function private.banner_shown_to_visitors() from public, anon, authenticated;

-- Site settings: each Hindi text has its English counterpart's room, as the form checks
-- (SETTINGS_TEXT_LIMITS in src/lib/site-settings-form.ts). NOT VALID as the English ones
-- (20261123600100_site_settings_rules.sql): a row stored before is left as it is; the next
-- save must pass.
alter table public.site_settings
  add constraint site_settings_hero_title_hi_length
    check (char_length(hero_title_hi) <= 120) not valid,
  add constraint site_settings_hero_subtitle_hi_length
    check (char_length(hero_subtitle_hi) <= 300) not valid,
  add constraint site_settings_best_seller_title_hi_length
    check (char_length(best_seller_title_hi) <= 120) not valid,
  add constraint site_settings_best_seller_subtitle_hi_length
    check (char_length(best_seller_subtitle_hi) <= 300) not valid,
  add constraint site_settings_footer_about_hi_length
    check (char_length(footer_about_hi) <= 1000) not valid,
  add constraint site_settings_delivery_fee_description_hi_length
    check (char_length(delivery_fee_description_hi) <= 200) not valid;
