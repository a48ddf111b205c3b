#!/usr/bin/env bash
# Writes one brief per blind judge for a precision sample: SAMPLEDIR/judge-a.md, judge-b.md, … each naming its
# share of the sample's ids (consecutive, as even as possible) and its verdicts file (verdicts-a.tsv, …).
#
#     scripts/precision-judge-brief.sh SAMPLEDIR CORPUSDIR [JUDGES]     (JUDGES: default 3)
set -euo pipefail
[ $# -ge 2 ] || { echo "usage: $0 SAMPLEDIR CORPUSDIR [JUDGES]" >&2; exit 2; }
sample=$(cd "$1" && pwd)
corpus=$(cd "$2" && pwd)
judges=${3:-3}
template="$(dirname "$0")/precision-judge-brief.md"
mapfile -t ids < <(tail -n +2 "$sample/sample.tsv" | cut -f1)
count=${#ids[@]}
[ "$count" -gt 0 ] || { echo "$sample/sample.tsv lists no findings" >&2; exit 1; }
letters=(a b c d e f g h)
for ((judge = 0; judge < judges; judge++)); do
    first=$((judge * count / judges))
    last=$(((judge + 1) * count / judges - 1))
    [ "$last" -ge "$first" ] || continue
    letter=${letters[$judge]}
    part="${ids[$first]} … ${ids[$last]} ($((last - first + 1)) findings)"
    # The header of the template says how it is filled in; a judge's copy starts at the brief itself.
    sed -n '/^You judge findings/,$p' "$template" \
        | sed -e "s#SAMPLEDIR#$sample#g" -e "s#CORPUSDIR#$corpus#g" -e "s#VERDICTS#verdicts-$letter#g" \
              -e "s#PART#$part#g" > "$sample/judge-$letter.md"
    echo "$sample/judge-$letter.md: $part"
done
