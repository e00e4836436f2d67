#!/usr/bin/env bash
# `npm test`: everything the tests need, then every suite. Used as-is by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
source scripts/lib/node22.sh

ensure_pnpm
install_deps
ensure_chromium

report_dir="$(mktemp -d)"
trap 'rm -rf "$report_dir"' EXIT

log "type-checking"
pnpm run typecheck

log "unit, pack-and-consume and story tests (Chromium: interactions, axe, screenshots)"
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json="$report_dir/workspace.json"

if [ -f packages/api/package.json ]; then
  log "API tests (PGlite and PostgreSQL)"
  pnpm --filter @labelwise/api run test --reporter=default --reporter=json --outputFile.json="$report_dir/api.json"
fi

# The same unit and API suites on Node 22 LTS, from the pinned binary package (scripts/lib/node22.sh).
run_node22_suites "$report_dir"

if [ -f packages/e2e/package.json ]; then
  log "end-to-end tests (built site and admin, real API and database, Debian's Chromium)"
  pnpm --filter @labelwise/e2e run test --reporter=default --reporter=json --outputFile.json="$report_dir/e2e.json"
fi

for pkg in site admin-kit; do
  if [ -f "packages/$pkg/package.json" ] && node -e "process.exit(require('./packages/$pkg/package.json').scripts?.['test'] ? 0 : 1)"; then
    log "$pkg tests"
    pnpm --filter "@labelwise/$pkg" run test --reporter=default --reporter=json --outputFile.json="$report_dir/$pkg.json"
  fi
done

log "linting the published package shape (publint --strict)"
pnpm --filter @labelwise/ui run lint:publish

log "building the static Storybook"
pnpm run build-storybook >/dev/null

node scripts/lib/summarize-tests.mjs "$report_dir"
