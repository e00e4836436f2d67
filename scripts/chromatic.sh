#!/usr/bin/env bash
# `pnpm chromatic`: builds Storybook and sends the stories to Chromatic's cloud for visual review, with the project
# token from the environment (CHROMATIC_PROJECT_TOKEN, never a file in the repository). The local Chromium run
# (`pnpm test:stories`) stays the CI gate, so without a token this explains itself and exits successfully.
# Extra arguments go to the Chromatic CLI, e.g. `pnpm chromatic --only-story-names 'Button/*'`.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${CHROMATIC_PROJECT_TOKEN:-}" ]; then
  cat <<'EOF'
pnpm chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was uploaded.
  - The token is the project token from Chromatic (Manage > Configure); keep it in your shell or CI secrets:
      CHROMATIC_PROJECT_TOKEN=chpt_… pnpm chromatic
  - Settings are in chromatic.config.json; the locale, brand and viewport modes in .storybook/.
  - Without Chromatic, the visual gate is local: pnpm test:stories (baselines in __screenshots__/).
EOF
  exit 0
fi
# The CLI reads CHROMATIC_PROJECT_TOKEN itself; it is not passed on the command line, where `ps` would show it.
exec pnpm exec chromatic --config-file chromatic.config.json "$@"
