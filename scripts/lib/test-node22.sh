#!/usr/bin/env bash
# Only the Node 22 part of `npm test` (unit and API suites on Node 22): `pnpm test:node22`.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib/bootstrap.sh
source scripts/lib/node22.sh

ensure_pnpm
install_deps

report_dir="$(mktemp -d)"
trap 'rm -rf "$report_dir"' EXIT

run_node22_suites "$report_dir"

node scripts/lib/summarize-tests.mjs "$report_dir"
