// The one catalog query behind the schema cache: relations with their columns and primary
// keys, callable functions, foreign keys, computed relationships (functions taking a row) and
// the base-table columns views pass through, all for one schema ($1), as one JSON document.
export const CATALOG_SQL = `
select json_build_object(
  'tables', coalesce((select json_agg(t) from (
    select c.relname as name, c.relkind in ('v', 'm') as is_view,
      (select coalesce(json_agg(json_build_object(
          'name', a.attname,
          'type', format_type(a.atttypid, a.atttypmod),
          'base', coalesce(bt.typname, ty.typname),
          'default', case
            when a.attgenerated <> '' then null
            when a.attidentity = 'd' then format('nextval(%L::regclass)',
              pg_get_serial_sequence(format('%I.%I', n.nspname, c.relname), a.attname))
            when d.adbin is null and ty.typtype = 'd' then pg_get_expr(ty.typdefaultbin, 0)
            else pg_get_expr(d.adbin, d.adrelid) end
        ) order by a.attnum), '[]')
        from pg_attribute a
        join pg_type ty on ty.oid = a.atttypid
        left join pg_type bt on ty.typtype = 'd' and bt.oid = ty.typbasetype
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
      (select coalesce(json_agg(a.attname order by k.ord), '[]')
        from pg_constraint con
        cross join lateral unnest(con.conkey) with ordinality as k(num, ord)
        join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num
        where con.conrelid = c.oid and con.contype = 'p') as pk
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')
  ) t), '[]'),
  'routines', coalesce((select json_agg(r) from (
    select p.proname as name, p.proretset as set, p.provolatile as volatility,
      p.pronargdefaults as ndefaults,
      coalesce(p.proargnames, array[]::text[]) as argnames,
      coalesce(p.proargmodes::text[], array[]::text[]) as argmodes,
      array(select format_type(u.typ, null)
            from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(typ, ord)
            order by u.ord) as argtypes,
      rt.typname as rettype, rt.typtype as rettyptype,
      (select rc.relname from pg_class rc
        where rc.oid = rt.typrelid and rc.relnamespace = n.oid and rc.relkind <> 'c') as rettable
    from pg_proc p
    join pg_namespace n on n.oid = p.pronamespace
    join pg_type rt on rt.oid = p.prorettype
    where n.nspname = $1 and p.prokind = 'f'
  ) r), '[]'),
  'fks', coalesce((select json_agg(f) from (
    select con.conname as name, src.relname as table, tgt.relname as foreign,
      array(select a.attname from unnest(con.conkey) with ordinality k(num, ord)
            join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.num order by k.ord) as columns,
      array(select a.attname from unnest(con.confkey) with ordinality k(num, ord)
            join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.num order by k.ord) as fcolumns,
      exists(select 1 from pg_constraint u
        where u.conrelid = con.conrelid and u.contype in ('p', 'u')
          and array(select x from unnest(u.conkey) x order by x) = array(select x from unnest(con.conkey) x order by x)
      ) as one_to_one
    from pg_constraint con
    join pg_class src on src.oid = con.conrelid
    join pg_class tgt on tgt.oid = con.confrelid
    where con.contype = 'f' and con.conparentid = 0
      and src.relnamespace = $1::regnamespace and tgt.relnamespace = $1::regnamespace
    order by con.conrelid, con.conname
  ) f), '[]'),
  'computed', coalesce((select json_agg(cr) from (
    select p.proname as name, at.relname as table, rt.relname as foreign,
      not p.proretset or p.prorows = 1 as single
    from pg_proc p
    join pg_class at on at.reltype = p.proargtypes[0] and at.relnamespace = p.pronamespace
    join pg_class rt on rt.reltype = p.prorettype and rt.relnamespace = p.pronamespace
    where p.pronamespace = $1::regnamespace and p.pronargs = 1
  ) cr), '[]'),
  'view_columns', coalesce((select json_agg(vc) from (
    select distinct v.relname as view, a.attname as column, t.relname as table, a.attname as table_column
    from pg_class v
    join pg_rewrite rw on rw.ev_class = v.oid
    join pg_depend d on d.objid = rw.oid and d.classid = 'pg_rewrite'::regclass
      and d.refclassid = 'pg_class'::regclass and d.refobjsubid > 0
    join pg_class t on t.oid = d.refobjid and t.oid <> v.oid and t.relnamespace = v.relnamespace
    join pg_attribute ta on ta.attrelid = t.oid and ta.attnum = d.refobjsubid
    join pg_attribute a on a.attrelid = v.oid and a.attname = ta.attname and a.attnum > 0
    where v.relnamespace = $1::regnamespace and v.relkind in ('v', 'm')
  ) vc), '[]')
)::text as catalog`;
