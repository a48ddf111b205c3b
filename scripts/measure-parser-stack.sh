#!/usr/bin/env bash
# Measures how much call stack the linter needs for the deepest nesting the parser accepts, per build.
#
#   scripts/measure-parser-stack.sh .build/release/a11y-lint
#   scripts/measure-parser-stack.sh .build-asan/debug/a11y-lint     # or .build-tsan/debug/a11y-lint
#
# For each nesting pattern it writes a view whose body repeats the pattern 4, 12 and 200 times (200 is past the
# parser's depth cap for every pattern) and finds, by bisection over `ulimit -s` to 8 KiB, the smallest
# main-thread stack on which `a11y-lint --jobs 1` lints it. (12 - 4) repetitions apart gives the stack one
# repetition costs; the 200 column is what hostile input can demand. ParserToleranceTests' `ParserStack` records
# the figures; rerun this when the parser's recursion or its depth cap changes.
set -euo pipefail
binary=${1:?usage: $0 path/to/a11y-lint}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Under a sanitizer a stack overflow is reported and may exit 1, like "findings": make it distinguishable.
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}exitcode=86"
export TSAN_OPTIONS="${TSAN_OPTIONS:+$TSAN_OPTIONS:}exitcode=86"

# Smallest stack in KiB on which the binary survives the file: exit 0 or 1. A signal or a sanitizer report means
# the stack ran out; exit 2, a usage or read error, must not pass for survival either.
smallest_stack_kib() {
    local file=$1 low=16 high=65536 middle status
    while [ $((high - low)) -gt 8 ]; do
        middle=$(((low + high) / 2))
        status=0
        (ulimit -s "$middle"; exec "$binary" "$file" --jobs 1 --quiet >/dev/null 2>&1) || status=$?
        if [ "$status" -le 1 ]; then high=$middle; else low=$middle; fi
    done
    echo "$high"
}

# name|opening fragment repeated depth times (each fragment nests one more level of what the name says)
patterns=(
    'calls|f('
    'stacks|VStack {'
    'closures|{ '
    'members|.a('
    'ternaries|c ? { '
    'labelled closures|Button(action: { '
    'if statements|if c { '
    'if expressions|let a = if c { '
    'bindings of closures|let a = f { '
    'parenthesised layouts|(F()) { '
    'mixed (ParserToleranceTests)|VStack { Button(action: { f(g(h { [x(y: { .a(.b(c ? { d } : e)) })] })) }) {'
)
printf '%-32s %8s %8s %8s %8s\n' pattern 'd=4 KiB' 'd=12 KiB' 'KiB/rep' 'd=200'
for entry in "${patterns[@]}"; do
    name=${entry%%|*}
    fragment=${entry#*|}
    declare -A needed=()
    for depth in 4 12 200; do
        file="$work/deep-$depth.swift"
        {
            printf 'import SwiftUI\nstruct Deep: View {\n    var body: some View {\n'
            for ((level = 0; level < depth; level++)); do printf '%s\n' "$fragment"; done
            printf 'Text("deep")\n    }\n}\n'
        } > "$file"
        needed[$depth]=$(smallest_stack_kib "$file")
    done
    per_repetition=$(( (needed[12] - needed[4]) / 8 ))
    printf '%-32s %8s %8s %8s %8s\n' "$name" "${needed[4]}" "${needed[12]}" "$per_repetition" "${needed[200]}"
    unset needed
done
