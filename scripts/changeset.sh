#!/usr/bin/env bash
# Runs the Changesets CLI (`pnpm changeset …`, `pnpm version-packages`, `pnpm release`) on the project's runtime:
# @changesets/cli 3 needs Node 22.11+, so an older machine node is replaced by the pinned Node 24 (runtime.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
source scripts/lib/runtime.sh
use_project_node >/dev/null
exec node node_modules/@changesets/cli/bin.js "$@"
