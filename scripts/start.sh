#!/usr/bin/env bash
# `npm start`: install, build the site and admin, and serve everything from the API process:
# the public site at /, the back office at /admin, the API at /api-v1.0, with the embedded database
# seeded with demo content (set DATABASE_URL to use a PostgreSQL server instead).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
source scripts/lib/runtime.sh

ensure_pnpm
install_deps
use_project_node

log "building site and admin"
pnpm --filter @labelwise/site --filter @labelwise/admin-kit run build

export SITE_DIR="$PWD/packages/site/dist"
export ADMIN_DIR="$PWD/packages/admin-kit/dist"
export PORT="${PORT:-3000}"
log "serving on http://127.0.0.1:$PORT (site /, admin /admin, API /api-v1.0)"
exec pnpm --filter @labelwise/api run start
