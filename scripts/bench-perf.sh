#!/usr/bin/env bash
# `npm run bench:perf`: the performance figures in one run, on the built site the e2e suite uses (built first if
# missing): bytes per route kind and locale, serving beside nginx, catalog latency at seed size and grown 100×,
# and Lighthouse mobile medians of three runs including the Chinese pages. Figures only: nothing here fails on a
# number (the byte budgets are checks in `npm test`). About 15 minutes; BENCH_SKIP_LIGHTHOUSE=1 leaves Lighthouse
# out (about 4 minutes). Run it on an idle machine: the figures are only as good as the quiet around them.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/bootstrap.sh
source scripts/lib/runtime.sh
use_project_node

site="packages/e2e/.cache/site"
if [[ ! -f "$site/index.html" ]]; then
  flock /tmp/labelwise-build.lock pnpm --filter @labelwise/e2e run build-apps
fi
export SITE_DIR="$PWD/$site"

echo "## Bytes per route kind and locale (first visit)"
node packages/site/scripts/route-bytes.mjs

echo "## Serving beside nginx"
pnpm --silent --filter @labelwise/api run bench:static

echo "## Catalog at seed size and grown 100× (uncached)"
BENCH_ENGINES="${BENCH_ENGINES:-pglite}" BENCH_REQUESTS="${BENCH_REQUESTS:-100}" \
  pnpm --silent --filter @labelwise/api run bench:catalog

if [[ "${BENCH_SKIP_LIGHTHOUSE:-}" != 1 ]]; then
  echo "## Lighthouse, mobile, median of 3"
  pnpm --silent --filter @labelwise/site run bench:lighthouse -- --preset mobile --runs 3 \
    --routes /,/d520,/de/download,/printers,/zh-cn,/zh-cn/d520,/zh-cn/download,/zh-hk/d520
fi
