#!/usr/bin/env bash
# Prints the path of the Deno binary the edge-function check uses, fetching it once into a
# cache folder from the npm registry's binary package (@deno/linux-*), as Node 24 is fetched
# (scripts/second-node.sh): CI reaches the npm registry and nothing else, and `npm ci` never
# downloads Deno's 90 MB for a newcomer who only runs the shop. Usage:
#   deno="$(bash scripts/fetch-deno.sh)"
set -euo pipefail

version="${MGRID_DENO_VERSION:-2.9.6}"
cache="${MGRID_DENO_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/mgrid-deno}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "fetch-deno: no Deno package for $(uname -m)" >&2; exit 1 ;;
esac
deno="$cache/$version/deno"
if [ ! -x "$deno" ]; then
  mkdir -p "$cache"
  tmp="$(mktemp -d "$cache/.fetch.XXXXXX")"
  npm pack "@deno/linux-$arch-glibc@$version" --pack-destination "$tmp" --silent >/dev/null
  tar -xzf "$tmp"/deno-linux-*.tgz -C "$tmp" package/deno
  mkdir -p "$cache/$version"
  mv "$tmp/package/deno" "$deno"
  rm -rf "$tmp"
fi
"$deno" --version >/dev/null
echo "$deno"
