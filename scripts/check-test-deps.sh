#!/usr/bin/env bash
# Runs first in `npm test`: the database, integration and end-to-end suites need Debian's
# PostgreSQL server binaries and Chromium. When either is missing, install them (as root) or
# stop at once with the one command to run, instead of failing deep inside a suite.
set -euo pipefail
cd "$(dirname "$0")/.."

# Deno for the edge-function check: from the npm registry, once, no root needed.
bash scripts/fetch-deno.sh >/dev/null

missing=()
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=("PostgreSQL server (Debian package postgresql)")
command -v chromium >/dev/null 2>&1 || missing+=("Chromium (Debian package chromium)")
command -v pdftotext >/dev/null 2>&1 || missing+=("pdftotext (Debian package poppler-utils)")
[ ${#missing[@]} -eq 0 ] && exit 0

echo "npm test needs: ${missing[*]}" >&2
if [ "$(id -u)" -eq 0 ]; then
  echo "Installing them now (bash scripts/install-test-deps.sh)..." >&2
  exec bash scripts/install-test-deps.sh
fi
echo "Run this once, then npm test again:  sudo bash scripts/install-test-deps.sh" >&2
exit 1
