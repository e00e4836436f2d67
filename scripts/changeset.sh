#!/usr/bin/env bash
# Runs the Changesets CLI (`pnpm changeset …`, `pnpm version-packages`, `pnpm release`). @changesets/cli 3 needs
# Node 22.11+, while the machine's node is the Node 20 floor, so it runs on the workspace's pinned Node 22 binary
# (scripts/lib/node22.sh) when the current node is older.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
source scripts/lib/node22.sh
if [[ "$(node --version)" =~ ^v(20|21)\. ]]; then
  PATH="$(node22_bin_dir):$PATH"
  export PATH
fi
exec node node_modules/@changesets/cli/bin.js "$@"
