#!/usr/bin/env bash
# Installs headless Chromium for the preview-page test (Tests/CLITests/PreviewPageTests.swift), which opens
# `tabshift preview` pages offline and checks the screenshot. Not needed to build or use TabShift; without it
# that test is skipped unless TABSHIFT_REQUIRE_BROWSER is set, as .ci/run sets it.
set -euo pipefail

if command -v chromium >/dev/null 2>&1; then
  echo "install-browser: chromium present"
  exit 0
fi
sudo_if_needed=()
if [ "$(id -u)" -ne 0 ]; then sudo_if_needed=(sudo); fi
echo "install-browser: installing chromium"
"${sudo_if_needed[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_if_needed[@]}" apt-get install -y -qq --no-install-recommends chromium
