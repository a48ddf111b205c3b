#!/usr/bin/env bash
# Builds a SwiftPM artifact bundle of the release binary for this machine's platform:
#   .build/artifactbundle/a11y-lint.artifactbundle.zip and its checksum (for `.binaryTarget(url:checksum:)`).
# Run it on each platform you ship (macOS arm64/x86_64, Linux) and merge the variants into one info.json.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product a11y-lint
binary="$(swift build -c release --show-bin-path)/a11y-lint"
version="$("$binary" --version | awk '{print $2}')"
triple="$(swift -print-target-info | python3 -c 'import json,sys; print(json.load(sys.stdin)["target"]["unversionedTriple"])')"
out=".build/artifactbundle"
bundle="$out/a11y-lint.artifactbundle"
rm -rf "$out" && mkdir -p "$bundle/a11y-lint-$version-$triple/bin"
cp "$binary" "$bundle/a11y-lint-$version-$triple/bin/a11y-lint"
cat > "$bundle/info.json" <<JSON
{
  "schemaVersion": "1.0",
  "artifacts": {
    "a11y-lint": {
      "type": "executable",
      "version": "$version",
      "variants": [
        { "path": "a11y-lint-$version-$triple/bin/a11y-lint", "supportedTriples": ["$triple"] }
      ]
    }
  }
}
JSON
(cd "$out" && rm -f a11y-lint.artifactbundle.zip && python3 -m zipfile -c a11y-lint.artifactbundle.zip a11y-lint.artifactbundle)
echo "wrote $out/a11y-lint.artifactbundle.zip"
swift package compute-checksum "$out/a11y-lint.artifactbundle.zip"
