#!/usr/bin/env bash
# `npm test`, the whole gate, in lanes side by side: the machine has 2 cores, and most of the slow suites spend their
# time waiting on a database, a server or a browser, so running them together takes about the time of the longest.
# One Vite build serves the budgets, the browser tests and the prerendered pages. Each lane writes its own log; a
# lane's log is printed when it ends (whole when it failed, its tail when it passed), and the gate fails if any lane did.
set -uo pipefail
cd "$(dirname "$0")/../.."

logs="$(mktemp -d "${TMPDIR:-/tmp}/gate.XXXXXX")"
started=$SECONDS

lane() {
  local name=$1
  shift
  local begun=$SECONDS
  # Each step must pass for the next to run (set -e does not hold inside an if's condition, so it is spelled out).
  if (for step in "$@"; do echo "\$ $step"; bash -c "$step" || exit 1; done) >"$logs/$name.log" 2>&1; then
    echo "── lane $name passed in $((SECONDS - begun)) s ── (last lines)"
    tail -n 25 "$logs/$name.log"
    return 0
  fi
  echo "── lane $name FAILED after $((SECONDS - begun)) s ── (whole log)"
  cat "$logs/$name.log"
  return 1
}

lane checks 'npm run lint' 'npm run typecheck' 'npm run gen:check' 'npm run check:compat' &
checks=$!
lane unit 'npx vitest run --project dom --project fuzz --project node' &
unit=$!
lane server 'npx vitest run --project server' &
server=$!
lane browser 'npm run build' 'npm run check:budgets' 'npm run test:e2e' 'npm run check:storybook' &
browser=$!

failed=0
for pid in $checks $unit $server $browser; do
  wait "$pid" || failed=1
done
echo "── the gate took $(((SECONDS - started) / 60)) min $(((SECONDS - started) % 60)) s; logs in $logs ──"
exit $failed
