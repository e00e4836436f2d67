#!/usr/bin/env bash
# `pnpm run lint`: formatting (Prettier), code rules (ESLint, eslint.config.js), zero warnings allowed, and three
# documentation rules (no spec section or issue citations, READMEs under 300 lines). All always run, so one pass lists every
# problem; `pnpm run lint:fix` repairs what the tools can.
set -uo pipefail
cd "$(dirname "$0")/.."

status=0
began=$SECONDS
# Prettier's cache is per file and safe to keep between runs. ESLint runs without one: import-x/no-cycle's answer
# for a file depends on the files it imports, which a per-file cache would not notice changing.
pnpm exec prettier --check --cache --log-level warn . || status=1
formatted=$SECONDS
pnpm exec eslint --max-warnings 0 . || status=1
# Comments, test names and docs say the behaviour; a section number of a document outside the repository tells a
# reader nothing. Tracked and new files; this script and ui's docs test hold the pattern itself.
if git grep -nIiE --untracked 'spec[[:space:]]*§|§[[:space:]]*[0-9]' -- . ':!scripts/lint.sh' \
  ':!packages/ui/src/docs/docsPages.test.ts'; then
  echo 'lint: the lines above cite spec sections; say what the code does instead.' >&2
  status=1
fi
# Likewise an issue number: what it asked for is either the code's behaviour (say that) or history (git has it).
if git grep -nIiE --untracked '\(issues? [0-9]+|issues? [0-9]+[):]' -- packages scripts docs '*.md' ':!scripts/lint.sh' \
  ':!**/CHANGELOG.md'; then
  echo 'lint: the lines above cite issue numbers; say what the code does instead.' >&2
  status=1
fi
# A README says what a package is and how to work on it, briefly; reference material goes to docs/.
while IFS= read -r readme; do
  lines=$(wc -l <"$readme")
  if [ "$lines" -ge 300 ]; then
    echo "lint: $readme has $lines lines; a README stays under 300 (move reference material to docs/)." >&2
    status=1
  fi
done < <(git ls-files --cached --others --exclude-standard -- 'README.md' '*/README.md')
echo "lint: Prettier $((formatted - began)) s, ESLint $((SECONDS - formatted)) s$([ "$status" -eq 0 ] && echo ', no problems')"
if [ "$status" -ne 0 ]; then
  echo "lint: failed. \`pnpm run lint:fix\` applies Prettier and ESLint's automatic fixes; fix the rest by hand." >&2
fi
exit "$status"
