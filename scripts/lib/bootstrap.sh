# Shared by start.sh and test.sh: make a fresh machine ready with the project's own files only.
# shellcheck shell=bash

PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"

log() { printf '\033[1;34m[labelwise]\033[0m %s\n' "$*"; }

# pnpm through corepack, as package.json's packageManager pins it. This registry's metadata has no
# signatures corepack recognises, so integrity keys are disabled (see shared/notes/toolchain.md);
# npm's global install is the fallback.
ensure_pnpm() {
  if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then return; fi
  log "activating pnpm $PNPM_VERSION via corepack"
  export COREPACK_INTEGRITY_KEYS=0 COREPACK_ENABLE_DOWNLOAD_PROMPT=0
  if ! { corepack enable && corepack prepare "pnpm@$PNPM_VERSION" --activate; } >/dev/null 2>&1; then
    log "corepack failed; installing pnpm $PNPM_VERSION with npm"
    npm install --global --silent "pnpm@$PNPM_VERSION"
  fi
  hash -r
}

install_deps() {
  log "installing workspace dependencies"
  # Never download Playwright's own browsers: tests use Debian's Chromium.
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 pnpm install --frozen-lockfile --prefer-offline
}

# Browser tests drive Debian's Chromium; install it when missing.
ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  log "installing Debian's chromium for browser tests"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  # With recommends, as on the machines the baselines were approved on (fonts-liberation, dejavu).
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium fonts-liberation fonts-dejavu-core >/dev/null
}

# The reverse-proxy test runs docs' nginx example (packages/api/deploy/nginx.conf) in a real nginx. The test starts
# its own nginx with its own prefix and ports; the package's service is never started by the tests.
ensure_nginx() {
  if command -v nginx >/dev/null 2>&1 && command -v openssl >/dev/null 2>&1; then return; fi
  log "installing Debian's nginx-light and openssl for the reverse-proxy test"
  local sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq nginx-light openssl >/dev/null
}

# Everything npm test needs before its suites: pnpm, the workspace (with the pinned Node 24 binary), Chromium, nginx.
install_all() {
  ensure_pnpm
  install_deps
  ensure_chromium
  ensure_nginx
}
