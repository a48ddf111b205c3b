#!/usr/bin/env bash
# Extracts the .swift files of the machine's Swift package mirrors (bare repositories under /opt/swift-packages)
# into DIR, one folder per repository, as fuzz seeds. Usage: extract-mirror-seeds.sh DIR [MAX_REPOSITORIES]
set -euo pipefail
destination=${1:?usage: extract-mirror-seeds.sh DIR [MAX_REPOSITORIES]}
limit=${2:-1000}
mirrors=${A11Y_LINT_MIRRORS:-/opt/swift-packages}
mkdir -p "$destination"
count=0
for repository in "$mirrors"/*/*.git; do
    [ -d "$repository" ] || continue
    [ "$count" -lt "$limit" ] || break
    name=$(basename "$(dirname "$repository")")+$(basename "$repository" .git)
    mkdir -p "$destination/$name"
    git --git-dir="$repository" archive HEAD -- ':(glob)**/*.swift' 2>/dev/null | tar -x -C "$destination/$name" || true
    count=$((count + 1))
done
echo "$(find "$destination" -name '*.swift' | wc -l) .swift files from $count repositories in $destination"
