#!/usr/bin/env bash
# `npm test`: everything the tests need, then every suite once, on the project's runtime (scripts/lib/runtime.sh).
# Used as-is by .ci/run. Ends with a phase table (wall seconds and tests per phase) and one total line.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
source scripts/lib/runtime.sh
source scripts/lib/jobs.sh

report_dir="$(mktemp -d)"
jobs_init "$report_dir/logs"
trap 'kill_jobs; rm -rf "$report_dir"' EXIT

phase install - install_all
use_project_node

# Suites run side by side where they share nothing, so the two cores stay busy; a background job's output is
# printed whole when it is collected (scripts/lib/jobs.sh). Timeline:
#   type-check                          | site and admin bundles for e2e | lint (Prettier, ESLint)
#   logic + components + pack + stories (two workers)
#   API on PGlite and PostgreSQL        | static Storybook build
#   end-to-end
#   the docs site in Chromium (needs the Storybook build) and publint
start_job e2e-builds pnpm --filter @labelwise/e2e run build-apps
# Formatting and lint rules (scripts/lint.sh): zero warnings, so a finding fails the run before the long suites.
start_job lint pnpm run lint
phase type-check - pnpm run typecheck
finish_job lint

phase "logic, components, pack and stories" workspace.json \
  pnpm exec vitest run --maxWorkers 2 --reporter=default --reporter=json --outputFile.json="$report_dir/workspace.json"

start_job storybook-build pnpm run build-storybook
phase "API (PGlite and PostgreSQL)" api.json \
  pnpm --filter @labelwise/api run test --reporter=default --reporter=json --outputFile.json="$report_dir/api.json"

finish_job e2e-builds
phase "end-to-end (built site and admin, real API, Chromium)" e2e.json \
  pnpm --filter @labelwise/e2e run test --reporter=default --reporter=json --outputFile.json="$report_dir/e2e.json"

finish_job storybook-build
phase "docs site (built Storybook in Chromium)" docs-site.json \
  pnpm exec vitest run --config packages/ui/test/docs-site.config.ts \
  --reporter=default --reporter=json --outputFile.json="$report_dir/docs-site.json"
phase "publint (packed @labelwise/ui)" - pnpm --filter @labelwise/ui run lint:publish

node scripts/lib/summarize-tests.mjs "$report_dir" "$SECONDS"
