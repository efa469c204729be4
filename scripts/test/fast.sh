#!/usr/bin/env bash
# `npm run test:fast`, the loop to run while working: lint, typecheck and the browser-free tests of core, renderers
# and src, side by side. No build, no server suites, no browser; `npm test` is the whole gate. Two test workers: Vitest
# gives one on a 2-core machine. The jsdom files run in VM contexts (vitest.config.ts), which took the most of it.
set -uo pipefail
cd "$(dirname "$0")/../.."
logs="$(mktemp -d "${TMPDIR:-/tmp}/fast.XXXXXX")"
started=$SECONDS

npx eslint . --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/ >"$logs/lint.log" 2>&1 &
lint=$!
npx tsc --noEmit -p . >"$logs/typecheck.log" 2>&1 &
typecheck=$!
npx vitest run --maxWorkers=2 --project dom --project node core/ renderers/ src/
failed=$?
wait $lint || { echo '── lint failed ──'; cat "$logs/lint.log"; failed=1; }
wait $typecheck || { echo '── typecheck failed ──'; cat "$logs/typecheck.log"; failed=1; }
echo "── test:fast took $((SECONDS - started)) s ──"
exit $failed
