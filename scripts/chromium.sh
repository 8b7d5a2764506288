#!/usr/bin/env bash
# Debian's Chromium as the browser tests, Lighthouse and the trace scripts start it, with every
# --disable-features and --enable-features joined into one switch each: Chromium keeps only the last
# of each, so a list added after Playwright's or Lighthouse's own would silently drop theirs.
#
# Added to every start: Chromium 156 builds each new window's address-bar suggestions as a WebUI page
# in a renderer of its own (chrome://omnibox-popup.top-chrome), about 1.9 s of CPU per window, which
# headless never shows; every browser test opens one or more windows (a context each).
set -euo pipefail
disabled=(WebUIOmniboxPopup WebUIOmniboxAimPopup)
enabled=()
rest=()
for arg in "$@"; do
  case "$arg" in
    --disable-features=*) disabled+=("${arg#--disable-features=}") ;;
    --enable-features=*) enabled+=("${arg#--enable-features=}") ;;
    *) rest+=("$arg") ;;
  esac
done
joined() {
  local IFS=,
  echo "$*"
}
rest+=("--disable-features=$(joined "${disabled[@]}")")
if [ ${#enabled[@]} -gt 0 ]; then rest+=("--enable-features=$(joined "${enabled[@]}")"); fi
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${rest[@]}"
