#!/usr/bin/env bash
# Checks every edge function as `supabase functions deploy` builds it: Deno type-checks its
# entry point with the function's own deno.json (its npm: imports pinned there and in its
# deno.lock, which must not change: --frozen), then bundles it. Deno comes from
# scripts/fetch-deno.sh (fetched with the test dependencies). Usage:
#   bash scripts/check-functions.sh
set -euo pipefail
cd "$(dirname "$0")/.."

deno="$(bash scripts/fetch-deno.sh)"
echo "Deno $("$deno" --version | head -n 1 | cut -d' ' -f2)"

out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
failed=0
for dir in supabase/functions/*/; do
  name="$(basename "$dir")"
  # _shared holds what the functions import; it is not deployed on its own.
  [ "$name" = _shared ] && continue
  if [ ! -f "$dir/deno.json" ]; then
    echo "✗ $name: no deno.json (the CLI resolves its imports through it)"
    failed=1
    continue
  fi
  if (cd "$dir" && "$deno" check --quiet --frozen index.ts && "$deno" bundle --quiet index.ts -o "$out/$name.js"); then
    echo "✓ $name: checked and bundled ($(wc -c <"$out/$name.js") bytes)"
  else
    echo "✗ $name"
    failed=1
  fi
done
exit "$failed"
