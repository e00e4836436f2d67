#!/usr/bin/env bash
# `npm test`: everything the tests need, then every suite. Used as-is by .ci/run.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
source scripts/lib/node22.sh
source scripts/lib/jobs.sh

ensure_pnpm
install_deps
ensure_chromium
ensure_nginx

report_dir="$(mktemp -d)"
jobs_init "$report_dir/logs"
trap 'kill_jobs; rm -rf "$report_dir"' EXIT

# Suites run side by side where they share nothing, so the two cores stay busy; a background job's output is
# printed whole when it is collected (scripts/lib/jobs.sh). Timeline:
#   type-check               | site and admin builds for e2e | lint (Prettier, ESLint)
#   unit + pack + stories (two workers)
#   API on Node 20           | API on Node 22 | unit on Node 22
#   end-to-end               | static Storybook build
#   the docs site in Chromium (needs the Storybook build)
if [ -f packages/e2e/package.json ]; then
  start_job e2e-builds pnpm --filter @labelwise/e2e run build-apps
fi
# Formatting and lint rules (scripts/lint.sh): zero warnings, so a finding fails the run before the long suites.
start_job lint pnpm run lint

log "type-checking"
pnpm run typecheck
finish_job lint

log "unit, pack-and-consume and story tests (Chromium: interactions, axe, screenshots)"
pnpm exec vitest run --maxWorkers 2 --reporter=default --reporter=json --outputFile.json="$report_dir/workspace.json"

# The same unit and API suites on Node 22 LTS, from the pinned binary package (scripts/lib/node22.sh).
start_job api-node22 run_node22_api "$report_dir"
start_job unit-node22 run_node22_unit "$report_dir" 1
if [ -f packages/api/package.json ]; then
  log "API tests (PGlite and PostgreSQL)"
  pnpm --filter @labelwise/api run test --reporter=default --reporter=json --outputFile.json="$report_dir/api.json"
fi
finish_jobs api-node22 unit-node22

start_job storybook-build pnpm run build-storybook
if [ -f packages/e2e/package.json ]; then
  finish_job e2e-builds
  log "end-to-end tests (built site and admin, real API and database, Debian's Chromium)"
  pnpm --filter @labelwise/e2e run test --reporter=default --reporter=json --outputFile.json="$report_dir/e2e.json"
fi
finish_job storybook-build
log "documentation site: the built Storybook's Introduction, a component page and Theming in Chromium"
pnpm exec vitest run --config packages/ui/test/docs-site.config.ts --reporter=default --reporter=json --outputFile.json="$report_dir/docs-site.json"

for pkg in site admin-kit; do
  if [ -f "packages/$pkg/package.json" ] && node -e "process.exit(require('./packages/$pkg/package.json').scripts?.['test'] ? 0 : 1)"; then
    log "$pkg tests"
    pnpm --filter "@labelwise/$pkg" run test --reporter=default --reporter=json --outputFile.json="$report_dir/$pkg.json"
  fi
done

log "linting the published package shape (publint --strict)"
pnpm --filter @labelwise/ui run lint:publish

node scripts/lib/summarize-tests.mjs "$report_dir"
