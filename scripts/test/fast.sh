#!/usr/bin/env bash
# `npm run test:fast`, the loop to run while working: lint, typecheck and the browser-free tests of core, renderers
# and src, side by side. No build, no server suites, no browser; `npm test` is the whole gate. Two test workers: Vitest
# gives one on a 2-core machine. Each file runs in a VM context of a reused worker thread (vmThreads) instead of a
# process of its own: jsdom and the shared modules load once per worker, which was most of the time (renderers/ 461 s
# -> 153 s, same load). Vitest 4's VM pools keep a module's state across the files of a worker, so a test must set
# up the state it reads (a drawn version, a draft) rather than count on a fresh module; `npm test` runs every file in
# a process of its own and stays the judge. The typecheck keeps its build info in node_modules/.cache (38 s -> 12 s
# on a second run). Measured on this 2-core machine: 100 s (130 s the first time).
set -uo pipefail
cd "$(dirname "$0")/../.."
logs="$(mktemp -d "${TMPDIR:-/tmp}/fast.XXXXXX")"
started=$SECONDS

npx eslint . --max-warnings 0 --cache --cache-location node_modules/.cache/eslint/ >"$logs/lint.log" 2>&1 &
lint=$!
npx tsc --noEmit -p . --incremental --tsBuildInfoFile node_modules/.cache/typecheck.tsbuildinfo >"$logs/typecheck.log" 2>&1 &
typecheck=$!
npx vitest run --maxWorkers=2 --pool=vmThreads --project dom --project node core/ renderers/ src/
failed=$?
wait $lint || { echo '── lint failed ──'; cat "$logs/lint.log"; failed=1; }
wait $typecheck || { echo '── typecheck failed ──'; cat "$logs/typecheck.log"; failed=1; }
echo "── test:fast took $((SECONDS - started)) s ──"
exit $failed
