#!/usr/bin/env bash
# Sends the same stories to Chromatic's cloud when a project token is present; the local visual run
# (`pnpm test:stories`) is what CI relies on, so without a token this is a no-op that says so.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  echo "CHROMATIC_PROJECT_TOKEN is not set: skipping the Chromatic upload (local visual tests: pnpm test:stories)."
  exit 0
fi
exec pnpm exec chromatic --config-file chromatic.config.json "$@"
