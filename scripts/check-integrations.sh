#!/usr/bin/env bash
# Exercises the SwiftPM plugins on Tests/PluginFixture and the pre-commit hook on a temporary git repository.
# Run from the repository root (by .ci/run).
set -euo pipefail
root=$(pwd)
fixture=Tests/PluginFixture
log=$(mktemp)

echo "== build tool plugin: the fixture's build must fail on its icon-only button"
if swift build --package-path "$fixture" >"$log" 2>&1; then
    cat "$log"; echo "expected the build to fail on a11y-lint findings" >&2; exit 1
fi
grep -q "icon-only-button" "$log" || { cat "$log"; echo "no a11y-lint diagnostic in the build output" >&2; exit 1; }
grep -qE "Screens.swift:[0-9]+:[0-9]+: error: .*\[icon-only-button\]" "$log" \
    || { cat "$log"; echo "diagnostic not in Xcode format" >&2; exit 1; }

echo "== command plugin: swift package a11y-lint"
status=0
swift package --package-path "$fixture" a11y-lint --format xcode >"$log" 2>&1 || status=$?
grep -q "\[icon-only-button\]" "$log" || { cat "$log"; echo "command plugin printed no finding" >&2; exit 1; }
[ "$status" -ne 0 ] || { cat "$log"; echo "command plugin should fail on a critical finding" >&2; exit 1; }
swift package --package-path "$fixture" a11y-lint --fail-on never >"$log" 2>&1 \
    || { cat "$log"; echo "command plugin failed with --fail-on never" >&2; exit 1; }

echo "== pre-commit hook"
if ! command -v pre-commit >/dev/null 2>&1; then
    python3 -m pip install --quiet pre-commit || { echo "pre-commit could not be installed" >&2; exit 1; }
fi
repo=$(mktemp -d)
git -C "$repo" init -q
git -C "$repo" config user.email ci@example.com
git -C "$repo" config user.name CI
cp "$fixture/Sources/Screens/Screens.swift" "$repo/Screen.swift"
printf 'let greeting = "hello"\n' > "$repo/Clean.swift"
git -C "$repo" add Screen.swift Clean.swift
# try-repo builds the hook from this repository's HEAD, as a user's pre-commit would from a tag.
status=0
(cd "$repo" && pre-commit try-repo "$root" a11y-lint --files Screen.swift) >"$log" 2>&1 || status=$?
grep -q "icon-only-button" "$log" || { cat "$log"; echo "pre-commit hook printed no finding" >&2; exit 1; }
[ "$status" -ne 0 ] || { cat "$log"; echo "pre-commit hook should fail on a critical finding" >&2; exit 1; }
(cd "$repo" && pre-commit try-repo "$root" a11y-lint --files Clean.swift) >"$log" 2>&1 \
    || { cat "$log"; echo "pre-commit hook failed on a clean file" >&2; exit 1; }
rm -rf "$repo" "$log"
echo "integrations OK"
