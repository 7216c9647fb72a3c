#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed at /usr/bin/chromium (used headless by the e2e tests
# through playwright-core, and for screenshots). Installs the `chromium` package with apt-get when
# it is missing; never downloads a browser any other way. Idempotent; needs root (or sudo) to install.
#
#   infra/scripts/install-chromium.sh
set -euo pipefail

CHROMIUM=/usr/bin/chromium

log() { printf '[install-chromium] %s\n' "$*"; }

if [ -x "$CHROMIUM" ]; then
  log "already installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then
  command -v sudo >/dev/null 2>&1 || { log "not root and no sudo: run as root"; exit 1; }
  SUDO="sudo"
fi

log "installing Debian's chromium package"
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update
$SUDO apt-get install -y --no-install-recommends chromium

if [ ! -x "$CHROMIUM" ]; then
  log "apt-get finished but $CHROMIUM is still missing"
  exit 1
fi
log "installed: $("$CHROMIUM" --version 2>/dev/null || echo "$CHROMIUM")"
