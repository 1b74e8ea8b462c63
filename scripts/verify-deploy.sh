#!/usr/bin/env bash
# Runs the deploy steps of docs/deploying.md that can run without a hosted project, against a
# throwaway Debian PostgreSQL cluster (initdb in a temp folder, a free loopback port), and
# prints what passed and what failed ("What was verified where" in docs/deploying.md):
#
#   cli        the Supabase CLI from npm (npx supabase@$SUPABASE_CLI_VERSION --version)
#   psql       supabase/local/sql/bootstrap.sql (what a hosted project has before any
#              migration), then every supabase/migrations file in order with
#              psql -v ON_ERROR_STOP=1 --single-transaction, into database verify_psql
#   nosuper    the same, as a non-superuser role with a hosted-like `postgres` role's rights
#              (database verify_nosuper)
#   push       the same bootstrap, then `supabase db push --db-url` into database verify_push
#              (the CLI creates its own supabase_migrations history, as on hosted)
#   lint       `supabase db lint --db-url` on verify_push (needs plpgsql_check: Debian's
#              postgresql-<major>-plpgsql-check; the step says so when it is missing)
#   compare    pg_dump --schema-only of verify_psql and verify_push agree (less the history)
#   functions  bash scripts/check-functions.sh (Deno from npm: check --frozen and bundle)
#
# Usage (as root or as a user who can run initdb; hold the heavy lock on shared machines):
#   flock /tmp/heavy.lock bash scripts/verify-deploy.sh            # every step
#   bash scripts/verify-deploy.sh psql functions                    # only these
# Idempotent: each run makes its own cluster and removes it on exit, even after a failure.
# Step logs stay in $VERIFY_DEPLOY_LOGS (default /tmp/verify-deploy-logs), replaced each run.
set -euo pipefail
cd "$(dirname "$0")/.."
repo="$PWD"

cli_version="${SUPABASE_CLI_VERSION:-2.117}"
logs="${VERIFY_DEPLOY_LOGS:-/tmp/verify-deploy-logs}"
steps=("$@")
[ ${#steps[@]} -gt 0 ] || steps=(cli psql nosuper push lint compare functions)
wants() { local s; for s in "${steps[@]}"; do [ "$s" = "$1" ] && return 0; done; return 1; }

rm -rf "$logs"
mkdir -p "$logs"
summary=()
failed=0
pass() { summary+=("PASS  $1: $2"); }
fail() { summary+=("FAIL  $1: $2"); failed=1; }
skip() { summary+=("SKIP  $1: $2"); }

supabase() { npx -y "supabase@$cli_version" "$@"; }

# --- the throwaway cluster -----------------------------------------------------------------
needs_db=0
for s in psql nosuper push lint compare; do wants "$s" && needs_db=1; done

pgdir=""
pg_ctl_bin=""
# The CLI writes supabase/.temp/ (its version check); leave the tree as it was.
had_temp=0
[ -e supabase/.temp ] && had_temp=1
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
cleanup() {
  [ "$had_temp" = 1 ] || rm -rf "$repo/supabase/.temp"
  if [ -n "$pgdir" ] && [ -d "$pgdir" ]; then
    if [ -f "$pgdir/data/postmaster.pid" ]; then
      as_pg "$pg_ctl_bin" -D "$pgdir/data" -m immediate -w stop >/dev/null 2>&1 || true
    fi
    rm -rf "$pgdir"
  fi
}
trap cleanup EXIT INT TERM

if [ "$needs_db" = 1 ]; then
  bin="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)"
  if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
    echo "verify-deploy: no PostgreSQL server under /usr/lib/postgresql (apt-get install -y postgresql)" >&2
    exit 2
  fi
  pg_ctl_bin="$bin/pg_ctl"
  pg_major="$(basename "$(dirname "$bin")")"
  pgdir="$(mktemp -d /tmp/verify-deploy-pg.XXXXXX)"
  [ "$(id -u)" = 0 ] && chown postgres: "$pgdir"
  port="${VERIFY_DEPLOY_PORT:-$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")}"
  as_pg "$bin/initdb" -D "$pgdir/data" -U postgres --auth=trust --encoding=UTF8 --locale=C \
    --no-sync >"$logs/initdb.log" 2>&1
  as_pg "$bin/pg_ctl" -D "$pgdir/data" -l "$pgdir/server.log" -w -t 60 \
    -o "-p $port -k $pgdir -c listen_addresses=127.0.0.1 -c fsync=off -c timezone=UTC -c wal_level=logical" \
    start >"$logs/pg_ctl.log" 2>&1
  pg_version="$("$bin/postgres" --version)"
  echo "PostgreSQL: $pg_version, port $port, data $pgdir/data"
  url() { echo "postgresql://postgres:postgres@127.0.0.1:$port/$1?sslmode=disable"; }
  q() { PGOPTIONS='-c client_min_messages=warning' psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U postgres "$@"; }
  fresh_db() {
    q -d postgres -c "drop database if exists $1" -c "create database $1"
    # What a hosted project has before the first migration: bootstrap.sql (API roles, auth,
    # storage, extensions, auth.uid()/jwt()) and auth.sql (GoTrue's tables, such as
    # auth.mfa_factors, which a migration reads; its auth.local_* helpers and auth.outbox are
    # the local server's, and no migration may name them: the "local-only" check below).
    q -d "$1" -f supabase/local/sql/bootstrap.sql -f supabase/local/sql/auth.sql >/dev/null 2>>"$logs/prelude.log"
  }
fi

# --- cli ------------------------------------------------------------------------------------
cli_ok=0
if wants cli || wants push || wants lint; then
  if out="$(supabase --version 2>"$logs/cli.log")"; then
    cli_ok=1
    wants cli && pass cli "supabase $out (npx -y supabase@$cli_version; binary from @supabase/cli-linux-*)"
  else
    wants cli && fail cli "npx -y supabase@$cli_version --version failed (see $logs/cli.log)"
  fi
fi

# --- local-only ---------------------------------------------------------------------------
# The prelude above holds the local server's own objects too; a migration that used one would
# pass here and fail on hosted.
if wants psql || wants nosuper || wants push; then
  if hits="$(grep -n -E 'auth\.(local_|outbox)|realtime\.local_' supabase/migrations/*.sql)"; then
    fail local-only "a migration names a local-server object: $hits"
  else
    pass local-only "no migration names auth.local_*, auth.outbox or realtime.local_*"
  fi
fi

# --- psql -----------------------------------------------------------------------------------
if wants psql; then
  fresh_db verify_psql
  applied=0
  total=0
  broke=""
  for file in supabase/migrations/*.sql; do
    total=$((total + 1))
    if [ -n "$broke" ]; then continue; fi
    if q -d verify_psql --single-transaction -f "$file" >>"$logs/psql.log" 2>&1; then
      applied=$((applied + 1))
    else
      broke="$file"
    fi
  done
  if [ -z "$broke" ]; then
    pass psql "$applied/$total migrations applied with psql -v ON_ERROR_STOP=1 --single-transaction onto PostgreSQL $pg_major after bootstrap.sql + auth.sql"
  else
    fail psql "$applied/$total applied; $broke failed: $(grep -m1 -i 'error' "$logs/psql.log" || true)"
  fi
fi

# --- nosuper -------------------------------------------------------------------------------
# On hosted, migrations run as `postgres`, which is not a superuser: it has CREATEROLE,
# CREATEDB, REPLICATION and BYPASSRLS, is granted the API roles, owns the supabase_realtime
# publication and is a member of supabase_storage_admin (owner of the storage tables). An
# approximation of that (role `migrator`), not hosted's exact grants: what it catches is a
# migration that only a superuser could run.
if wants nosuper; then
  q -d postgres -c "drop database if exists verify_nosuper" >/dev/null
  q -d postgres >/dev/null <<'SQL'
do $$ begin
  if not exists (select 1 from pg_roles where rolname = 'migrator') then
    create role migrator login nosuperuser createrole createdb replication bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'supabase_storage_admin') then
    create role supabase_storage_admin nologin;
  end if;
end $$;
SQL
  q -d postgres -c "create database verify_nosuper owner migrator" >/dev/null
  q -d verify_nosuper -f supabase/local/sql/bootstrap.sql -f supabase/local/sql/auth.sql \
    >/dev/null 2>>"$logs/prelude.log"
  q -d verify_nosuper >/dev/null <<'SQL'
grant anon, authenticated, service_role to migrator with admin option;
grant supabase_storage_admin to migrator;
alter table storage.objects owner to supabase_storage_admin;
alter table storage.buckets owner to supabase_storage_admin;
alter publication supabase_realtime owner to migrator;
grant usage, create on schema extensions to migrator;
grant usage on schema auth, storage to migrator;
grant all on all tables in schema auth, storage to migrator;
grant execute on all functions in schema auth, storage to migrator;
grant all on schema public to migrator;
SQL
  qm() { PGOPTIONS='-c client_min_messages=warning' psql -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$port" -U migrator "$@"; }
  qm -d verify_nosuper >/dev/null <<'SQL'
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
SQL
  applied=0
  total=0
  nbroke=""
  for file in supabase/migrations/*.sql; do
    total=$((total + 1))
    [ -n "$nbroke" ] && continue
    if qm -d verify_nosuper --single-transaction -f "$file" >>"$logs/nosuper.log" 2>&1; then
      applied=$((applied + 1))
    else
      nbroke="$file"
    fi
  done
  if [ -z "$nbroke" ]; then
    pass nosuper "$applied/$total migrations applied as a non-superuser (hosted-like postgres role)"
  else
    fail nosuper "$applied/$total applied as a non-superuser; $nbroke failed: $(grep -m1 'ERROR' "$logs/nosuper.log" || true)"
  fi
fi

# --- push -----------------------------------------------------------------------------------
push_ok=0
if wants push; then
  if [ "$cli_ok" = 1 ]; then
    fresh_db verify_push
    # The CLI keeps its own history (supabase_migrations.schema_migrations); hosted has none
    # before the first push, so drop the local server's copy.
    q -d verify_push -c 'drop schema supabase_migrations cascade' >/dev/null
    if supabase db push --db-url "$(url verify_push)" --include-all --yes >"$logs/push.log" 2>&1; then
      n="$(q -d verify_push -At -c 'select count(*) from supabase_migrations.schema_migrations')"
      total="$(ls supabase/migrations/*.sql | wc -l)"
      if [ "$n" != "$total" ]; then
        fail push "supabase db push exited 0 but recorded $n of $total migrations (see $logs/push.log)"
      elif ! supabase db push --db-url "$(url verify_push)" --yes >"$logs/push-again.log" 2>&1 ||
        ! grep -qi 'up to date' "$logs/push-again.log"; then
        fail push "a second supabase db push was not a no-op (see $logs/push-again.log)"
      else
        push_ok=1
        pass push "supabase db push --db-url applied $n/$total migrations; a second push: $(grep -i -m1 'up to date' "$logs/push-again.log")"
      fi
    else
      fail push "supabase db push --db-url failed: $(grep -m1 -i 'error' "$logs/push.log" || tail -n 1 "$logs/push.log")"
    fi
  else
    skip push "no Supabase CLI"
  fi
fi

# --- lint -----------------------------------------------------------------------------------
if wants lint; then
  if [ "$cli_ok" != 1 ]; then
    skip lint "no Supabase CLI"
  elif [ "$push_ok" != 1 ]; then
    skip lint "needs the pushed database (the push step)"
  else
    set +e
    supabase db lint --db-url "$(url verify_push)" --schema public,private --level warning \
      --fail-on error >"$logs/lint.log" 2>&1
    rc=$?
    set -e
    warnings="$(grep -c '"level": "warning"' "$logs/lint.log" || true)"
    errors="$(grep -c '"level": "error"' "$logs/lint.log" || true)"
    if [ "$rc" = 0 ]; then
      pass lint "supabase db lint (public, private): $errors errors, $warnings warnings (see $logs/lint.log)"
    else
      hint=""
      [ -f "/usr/share/postgresql/$pg_major/extension/plpgsql_check.control" ] ||
        hint=" plpgsql_check is not installed (apt-get install -y postgresql-$pg_major-plpgsql-check)."
      fail lint "supabase db lint exited $rc: $errors errors, $warnings warnings.$hint (see $logs/lint.log)"
    fi
  fi
fi

# --- compare --------------------------------------------------------------------------------
if wants compare; then
  if wants psql && wants push && [ "$push_ok" = 1 ] && [ -z "${broke:-}" ]; then
    dump() {
      "$bin/pg_dump" --schema-only --no-owner -h 127.0.0.1 -p "$port" -U postgres \
        --exclude-schema=supabase_migrations "$1" | grep -v '^\\\(un\)\?restrict '
    }
    dump verify_psql >"$logs/verify_psql.sql"
    dump verify_push >"$logs/verify_push.sql"
    if [ ! -s "$logs/verify_psql.sql" ]; then
      fail compare "pg_dump printed nothing"
    elif diff "$logs/verify_psql.sql" "$logs/verify_push.sql" >"$logs/compare.diff"; then
      pass compare "pg_dump --schema-only of the psql and the db push databases are identical ($(wc -l <"$logs/verify_psql.sql") lines)"
    else
      fail compare "the two databases differ (see $logs/compare.diff)"
    fi
  else
    skip compare "needs both psql and push to pass"
  fi
fi

# --- functions ------------------------------------------------------------------------------
if wants functions; then
  if bash scripts/check-functions.sh >"$logs/functions.log" 2>&1; then
    pass functions "$(head -n 1 "$logs/functions.log"): $(grep -c '^✓' "$logs/functions.log") functions checked (--frozen) and bundled"
  else
    fail functions "$(grep '^✗' "$logs/functions.log" | tr '\n' ' ')(see $logs/functions.log)"
  fi
fi

echo
printf '%s\n' "${summary[@]}"
echo "Logs: $logs"
exit "$failed"
