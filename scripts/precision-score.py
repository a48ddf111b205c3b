#!/usr/bin/env python3
"""Scores a judged precision sample (../shared/PRECISION.md §3).

    scripts/precision-score.py SAMPLE_DIR

reads SAMPLE_DIR/sample.tsv and SAMPLE_DIR/findings.json (written by precision-sample.py) and every
SAMPLE_DIR/verdicts-*.tsv (columns id, verdict, weight, pattern, reason; verdict TP, FP or UNSURE; weight substantive
or minor for a TP), and prints Markdown: sample precision with a Wilson 95% interval, frequency-weighted precision,
substantive precision, the per-rule table and every verdict with its reason.
"""
import collections
import csv
import json
import math
import os
import sys


def wilson(successes, total, z=1.96):
    if total == 0:
        return (0.0, 0.0)
    p = successes / total
    centre = (p + z * z / (2 * total)) / (1 + z * z / total)
    spread = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / (1 + z * z / total)
    return (centre - spread, centre + spread)


def read_tsv(path):
    with open(path, newline="") as handle:
        return list(csv.DictReader(handle, delimiter="\t", quoting=csv.QUOTE_NONE))


def main():
    folder = sys.argv[1]
    sample = {row["id"]: row for row in read_tsv(os.path.join(folder, "sample.tsv"))}
    verdicts = {}
    for name in sorted(os.listdir(folder)):
        if name.startswith("verdicts-") and name.endswith(".tsv"):
            for row in read_tsv(os.path.join(folder, name)):
                verdicts[row["id"]] = row
    missing = sorted(set(sample) - set(verdicts))
    if missing:
        sys.exit(f"not judged: {', '.join(missing)}")
    findings = json.load(open(os.path.join(folder, "findings.json")))
    population = collections.Counter(f["rule"] for f in findings)

    per_rule = collections.defaultdict(lambda: collections.Counter())
    for identifier, row in sample.items():
        verdict = verdicts[identifier]["verdict"].strip().upper()
        weight = verdicts[identifier]["weight"].strip().lower()
        counts = per_rule[row["rule"]]
        counts["sampled"] += 1
        if verdict == "TP":
            counts["tp"] += 1
            counts["substantive" if weight == "substantive" else "minor"] += 1
        elif verdict == "FP":
            counts["fp"] += 1
        else:
            counts["unsure"] += 1

    tp = sum(c["tp"] for c in per_rule.values())
    fp = sum(c["fp"] for c in per_rule.values())
    unsure = sum(c["unsure"] for c in per_rule.values())
    substantive = sum(c["substantive"] for c in per_rule.values())
    low, high = wilson(tp, tp + fp)

    def weighted(value):
        rules = [r for r, c in per_rule.items() if c["tp"] + c["fp"] > 0]
        total = sum(population[r] for r in rules)
        return sum(population[r] * value(per_rule[r]) / (per_rule[r]["tp"] + per_rule[r]["fp"]) for r in rules) / total

    print(f"- Findings: {len(findings)}; sampled {len(sample)}: {tp} TP ({substantive} substantive, "
          f"{tp - substantive} minor), {fp} FP, {unsure} UNSURE")
    print(f"- **Sample precision {tp / max(tp + fp, 1):.2f}** (Wilson 95%: {low:.2f}–{high:.2f})")
    print(f"- Frequency-weighted precision {weighted(lambda c: c['tp']):.2f}; substantive precision "
          f"{substantive / max(tp + fp, 1):.2f} (frequency-weighted {weighted(lambda c: c['substantive']):.2f})")
    print()
    print("| rule | findings | sampled | TP (subst. / minor) | FP | UNSURE | precision |")
    print("|---|---:|---:|---|---:|---:|---:|")
    for rule in sorted(per_rule, key=lambda r: (-population[r], r)):
        c = per_rule[rule]
        judged = c["tp"] + c["fp"]
        precision = f"{c['tp'] / judged:.2f}" if judged else "–"
        print(f"| `{rule}` | {population[rule]} | {c['sampled']} | {c['tp']} ({c['substantive']} / {c['minor']}) | "
              f"{c['fp']} | {c['unsure']} | {precision} |")
    unsampled = sorted(set(population) - set(per_rule))
    if unsampled:
        print(f"\nNot sampled: {', '.join(f'`{r}` ({population[r]})' for r in unsampled)}.")
    patterns = collections.Counter(verdicts[i]["pattern"].strip() or "(none)"
                                   for i in sample if verdicts[i]["verdict"].strip().upper() == "FP")
    print("\nWrong findings by pattern: " + ", ".join(f"{p} {n}" for p, n in patterns.most_common()) + ".")
    print("\n<details><summary>Every verdict</summary>\n")
    print("| id | rule | location | verdict | reason |")
    print("|---|---|---|---|---|")
    for identifier in sorted(sample):
        row, verdict = sample[identifier], verdicts[identifier]
        label = verdict["verdict"].strip().upper()
        if label == "TP":
            label += f" ({verdict['weight'].strip()})"
        elif verdict["pattern"].strip():
            label += f" ({verdict['pattern'].strip()})"
        reason = verdict["reason"].replace("|", "\\|")
        print(f"| {identifier} | `{row['rule']}` | {row['file'].replace('|', '/')}:{row['line']} | {label} | {reason} |")
    print("\n</details>")


if __name__ == "__main__":
    main()
