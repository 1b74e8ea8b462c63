-- Rules written twice agree (issue 24): the app's previews (src/lib) and these database checks
-- now run one table of cases each (tests/fixtures/rules/), and two checks here disagreed:
--   * lead priority counted an email or phone of tabs or line breaks as contact info (the
--     preview trims them away, as JavaScript's trim() does);
--   * an email with two dots in a row or a trailing dot in its domain ("a@b..in", "a@b.in."),
--     or a no-break space inside, passed here although the forms refuse it.
-- Whitespace is spelled out as JavaScript's \s and trim() mean it, the previews' language:
-- PostgreSQL's [[:space:]] follows the locale (ASCII only under C), and PGlite's \s differs
-- from PostgreSQL's (PGlite counts U+3000, PostgreSQL does not).

-- Tab, line feed, vertical tab, form feed, carriage return, space, no-break space, Ogham
-- space, U+2000-U+200A, line and paragraph separators, narrow no-break, medium mathematical
-- and ideographic spaces, and the byte order mark.
create function private.whitespace_characters() returns text
language sql immutable
set search_path = ''
as $$
  select E'\t\n\u000b\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff'
$$;

-- Null, empty or whitespace only: the previews' `(text ?? '').trim() === ''`.
create function private.is_blank(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select coalesce(btrim(value, private.whitespace_characters()), '') = ''
$$;

-- Lead priority (spec section 4), as src/lib/lead-priority.ts: high with contact info, a
-- detected interest and more than 5 messages; medium with either; low otherwise.
create or replace function private.lead_priority(
  email text, phone text, interested_products text[], interested_services text[],
  total_messages integer
) returns text
language sql immutable
set search_path = ''
as $$
  select case
    when has_contact and has_interest and coalesce(total_messages, 0) > 5 then 'high'
    when has_contact or has_interest then 'medium'
    else 'low'
  end
  from (
    select
      not private.is_blank(email) or not private.is_blank(phone) as has_contact,
      coalesce(cardinality(interested_products), 0) > 0
        or coalesce(cardinality(interested_services), 0) > 0 as has_interest
  ) as facts
$$;

-- "Looks like an address", as src/lib/validation.ts isValidEmail: a name, an @, then domain
-- labels joined by single dots, with no whitespace or second @ anywhere. Callers trim first.
create or replace function private.is_valid_email(email text) returns boolean
language sql immutable
set search_path = ''
as $$
  select email ~ (
    '^[^@' || ws || ']+@[^@.' || ws || ']+(\.[^@.' || ws || ']+)+$'
  )
  from (select private.whitespace_characters() as ws) as chars
$$;

revoke execute on function private.whitespace_characters() from public, anon, authenticated;
revoke execute on function private.is_blank(text) from public, anon, authenticated;
