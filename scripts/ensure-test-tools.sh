#!/usr/bin/env bash
# What the tests need beyond npm: Debian's Chromium for the browser tests (npm cannot download a browser here)
# and Debian's PostgreSQL for the server's DATABASE_URL tests. Installed when root on Debian; otherwise the
# script stops and says what to install.
set -euo pipefail

missing=()
if [ -n "${CHROME_PATH:-}" ]; then
  if [ ! -x "$CHROME_PATH" ]; then
    echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
    exit 1
  fi
elif [ ! -x /usr/bin/chromium ]; then
  missing+=(chromium fonts-dejavu-core)
fi
if [ -z "${PG_BIN:-}" ] && ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  missing+=(postgresql)
fi
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages the tests need: ${missing[*]}…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
echo "Missing Debian packages: ${missing[*]}." >&2
echo "Install them (apt-get install ${missing[*]}), or set CHROME_PATH to a Chromium or Chrome executable and PG_BIN to PostgreSQL's bin folder." >&2
exit 1
