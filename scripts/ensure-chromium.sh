#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (npm cannot download a browser here).
# Uses CHROME_PATH when set; otherwise /usr/bin/chromium; installs it when root on Debian.
set -euo pipefail
if [ -n "${CHROME_PATH:-}" ]; then
  [ -x "$CHROME_PATH" ] && exit 0
  echo "CHROME_PATH=$CHROME_PATH is not an executable browser." >&2
  exit 1
fi
[ -x /usr/bin/chromium ] && exit 0
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium is missing: installing Debian's chromium package…"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  [ -x /usr/bin/chromium ] && exit 0
fi
echo "No Chromium found. Install Debian's 'chromium' package, or set CHROME_PATH to a Chromium or Chrome executable." >&2
exit 1
