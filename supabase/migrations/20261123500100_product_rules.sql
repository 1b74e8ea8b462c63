-- The product editor's rules the database did not yet refuse (src/lib/product-form.ts holds
-- the same rules for the editor; tests/db/product-rules.test.ts replays its cases here):
-- GST at one of India's standard slabs, MRP never below the price, a bulk price never above
-- it, and a rank inside the range the apps index.
alter table public.products
  add constraint products_gst_rate_slab check (gst_rate in (0, 5, 12, 18, 28)),
  add constraint products_mrp_not_below_price
    check (mrp is null or public.price_text_to_paise(mrp) >= public.price_text_to_paise(price)),
  add constraint products_bulk_price_not_above_price
    check (bulk_unit_price is null
      or public.price_text_to_paise(bulk_unit_price) <= public.price_text_to_paise(price)),
  add constraint products_rank_range check (rank between -1000000 and 1000000);
