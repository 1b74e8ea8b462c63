-- Accessories know which models they fit (issue 31): "compatibleWith" holds product ids,
-- kept by the product editor (a multi-select of models) and published with the rest of the
-- product, so the assistant answers "battery for SL02" and "what fits GL360" from data.
-- Ids, not names: a renamed model stays fitted; a deleted one is simply not found.
alter table public.products
  add column "compatibleWith" text[] not null default '{}';

-- Each element an id: joined with commas (which no id holds), the text is ids and commas
-- only, and splitting it again gives as many elements (so none held a comma or was null).
alter table public.products
  add constraint products_compatible_with_ids check (
    cardinality("compatibleWith") <= 200
    and (
      cardinality("compatibleWith") = 0
      or (
        array_to_string("compatibleWith", ',')
          ~ '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}(,[A-Za-z0-9][A-Za-z0-9_-]{0,63})*$'
        and cardinality(regexp_split_to_array(array_to_string("compatibleWith", ','), ','))
          = cardinality("compatibleWith")
      )
    )
  );

comment on column public.products."compatibleWith" is
  'Ids of the products this accessory fits (empty: none listed). Read by the assistant.';

-- The catalogue already published gets the fits its own texts state (docs/decisions.md);
-- a fresh database gets them from seed.sql. Only rows still without a list are touched.
update public.products p
set "compatibleWith" = fit.ids
from (values
  ('bp2600', array['sl02', 'gl360']),
  ('lg01', array['ml01', 'sl01', 'sl02', 'gl360', 'gl3d']),
  ('tp160', array['ml01', 'sl01', 'sl02', 'gl360', 'gl3d']),
  ('lr60', array['sl01', 'sl02', 'gl360', 'gl3d']),
  ('mwm01', array['ml01', 'sl01', 'sl02']),
  ('tg01', array['ml01', 'sl01', 'sl02', 'gl360', 'gl3d']),
  ('cc01', array['ml01', 'sl01', 'sl02'])
) as fit(id, ids)
where p.id = fit.id and p."compatibleWith" = '{}';
