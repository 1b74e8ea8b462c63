#!/usr/bin/env bash
# Installs what the test suites need beyond npm packages, from Debian's packages:
# PostgreSQL server binaries (database and integration tests run a throwaway cluster)
# and Chromium (end-to-end tests). Safe to run again; does nothing when all is present.
set -euo pipefail

# Deno for the edge-function check (no root needed; from the npm registry, once).
echo "Deno: $(bash scripts/fetch-deno.sh)"

need=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || need+=(postgresql postgresql-contrib)
command -v chromium >/dev/null 2>&1 || need+=(chromium fonts-noto-core fonts-noto-color-emoji)
# pdftotext: the GST invoice test reads the downloaded PDF back as text.
command -v pdftotext >/dev/null 2>&1 || need+=(poppler-utils)

if [ ${#need[@]} -eq 0 ]; then
  echo "test dependencies: all present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "installing: ${need[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
# Debian starts a cluster on install; the tests start their own, so stop it if it runs.
$SUDO service postgresql stop >/dev/null 2>&1 || true
echo "test dependencies: installed"
