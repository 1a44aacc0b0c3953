#!/usr/bin/env bash
# Installs Debian's Chromium for the Playwright tests when it is missing.
# Playwright cannot download its own browser on our machines, so it drives /usr/bin/chromium.
set -euo pipefail
if [ -x /usr/bin/chromium ] || [ -n "${CHROMIUM_PATH:-}" ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "No /usr/bin/chromium and no apt-get: run 'npx playwright install chromium' instead." >&2
  exit 0
fi
# shellcheck source=scripts/apt-install.sh
source "$(dirname "$0")/apt-install.sh"
apt_install chromium
echo "Installed $(/usr/bin/chromium --version)"
