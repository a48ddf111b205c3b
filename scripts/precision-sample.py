#!/usr/bin/env python3
"""Draws a stratified precision sample of a11y-lint findings on a corpus of apps (../shared/PRECISION.md).

Lints every app folder under CORPUS twice, from its own folder and from CORPUS (the folder above them all),
keeps the union of the findings (a finding is its absolute file, line, column and rule), stratifies by rule,
draws with one seeded generator and writes the sample list, with each finding's source context, before anything
is judged.

    scripts/precision-sample.py --binary .build/release/a11y-lint --corpus ~/corpus --seed 1 --n 120 \
        --out /tmp/sample-1

Hygiene findings (JSON `kind: hygiene`, e.g. a deprecated modifier that works the same) are not accessibility
defects: they are counted apart and not sampled.

writes OUT/findings.json (every accessibility finding, with the runs that reported it), OUT/sample.tsv (the sample list: id,
rule, severity, file, line, column, message; a verdict column to fill in) and OUT/context/ID.txt (±25 lines
around each sampled finding). Also prints findings per 1,000 lines and per rule.
"""
import argparse
import json
import math
import os
import random
import subprocess
import sys


def lint(binary, folder, cwd):
    result = subprocess.run([binary, folder, "--fail-on", "never", "--format", "json", "--quiet"],
                            cwd=cwd, capture_output=True, text=True)
    if result.returncode not in (0, 1):
        sys.exit(f"{binary} {folder} exited {result.returncode}: {result.stderr[:2000]}")
    return json.loads(result.stdout)


def swift_lines(folder):
    total = 0
    for root, dirs, files in os.walk(folder):
        dirs[:] = [d for d in dirs if d not in (".build", ".git", "DerivedData", "Pods", "Carthage", ".swiftpm")]
        for name in files:
            if name.endswith(".swift"):
                with open(os.path.join(root, name), "rb") as handle:
                    total += handle.read().count(b"\n")
    return total


def collect(binary, corpus):
    apps = sorted(d for d in os.listdir(corpus) if os.path.isdir(os.path.join(corpus, d)))
    findings = {}

    def add(document, run):
        root = document["root"]
        for finding in document["findings"]:
            path = os.path.normpath(os.path.join(root, finding["file"]))
            key = (path, finding["start"]["line"], finding["start"]["column"], finding["ruleId"])
            entry = findings.setdefault(key, {
                "file": path, "line": key[1], "column": key[2], "rule": key[3], "kind": finding.get("kind", "defect"),
                "severity": finding["severity"], "message": finding["message"], "runs": []})
            entry["runs"].append(run)

    for app in apps:
        add(lint(binary, ".", os.path.join(corpus, app)), app)
    add(lint(binary, ".", corpus), "(all)")
    lines = {app: swift_lines(os.path.join(corpus, app)) for app in apps}
    return list(findings.values()), lines


def allocate(counts, n):
    """At least 3 per rule with >= 3 findings (all of a smaller rule's), the rest in proportion to each rule's
    count: floor plus largest remainder, ties by name."""
    quota = {rule: min(count, 3) for rule, count in counts.items()}
    rest = n - sum(quota.values())
    if rest <= 0:
        return quota
    total = sum(counts.values())
    shares = {rule: rest * count / total for rule, count in counts.items()}
    for rule in counts:
        quota[rule] = min(counts[rule], quota[rule] + math.floor(shares[rule]))
    left = n - sum(quota.values())
    order = sorted(counts, key=lambda rule: (-(shares[rule] - math.floor(shares[rule])), rule))
    while left > 0 and any(quota[r] < counts[r] for r in counts):
        for rule in order:
            if left == 0:
                break
            if quota[rule] < counts[rule]:
                quota[rule] += 1
                left -= 1
    return quota


def context(path, line, radius=25):
    with open(path, encoding="utf-8", errors="replace") as handle:
        lines = handle.read().split("\n")
    start, end = max(1, line - radius), min(len(lines), line + radius)
    return "".join(f"{'>' if number == line else ' '}{number:5} {lines[number - 1]}\n"
                   for number in range(start, end + 1))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--binary", required=True)
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--seed", type=int, required=True)
    parser.add_argument("--n", type=int, default=120)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()

    corpus = os.path.abspath(os.path.expanduser(args.corpus))
    everything, lines = collect(os.path.abspath(args.binary), corpus)
    findings = [f for f in everything if f["kind"] != "hygiene"]
    hygiene = len(everything) - len(findings)
    os.makedirs(os.path.join(args.out, "context"), exist_ok=True)
    with open(os.path.join(args.out, "findings.json"), "w") as handle:
        json.dump(findings, handle, indent=1)

    by_rule = {}
    for finding in findings:
        by_rule.setdefault(finding["rule"], []).append(finding)
    quota = allocate({rule: len(items) for rule, items in by_rule.items()}, args.n)
    generator = random.Random(args.seed)
    sample = []
    for rule in sorted(by_rule):
        ordered = sorted(by_rule[rule], key=lambda f: (f["file"], f["line"], f["column"], f["message"]))
        sample.extend(generator.sample(ordered, quota[rule]))

    with open(os.path.join(args.out, "sample.tsv"), "w") as handle:
        handle.write("id\trule\tseverity\tfile\tline\tcolumn\truns\tmessage\tverdict\tweight\treason\n")
        for number, finding in enumerate(sample, 1):
            identifier = f"S{args.seed}-{number:03}"
            relative = os.path.relpath(finding["file"], corpus)
            message = finding["message"].replace("\t", " ").replace("\n", " ")
            handle.write(f"{identifier}\t{finding['rule']}\t{finding['severity']}\t{relative}\t{finding['line']}\t"
                         f"{finding['column']}\t{','.join(finding['runs'])}\t{message}\t\t\t\n")
            with open(os.path.join(args.out, "context", identifier + ".txt"), "w") as out:
                out.write(f"{identifier} {finding['rule']} ({finding['severity']}) {relative}:{finding['line']}:"
                          f"{finding['column']}\n{finding['message']}\n\n")
                out.write(context(finding["file"], finding["line"]))

    total_lines = sum(lines.values())
    print(f"findings: {len(findings)} on {total_lines} lines of Swift "
          f"({1000 * len(findings) / max(total_lines, 1):.2f} per 1,000 lines); sampled {len(sample)}; "
          f"{hygiene} hygiene findings not sampled")
    for app in sorted(lines):
        count = sum(1 for f in findings if app in f["runs"] or f["file"].startswith(os.path.join(corpus, app) + os.sep))
        print(f"  {app}: {count} findings, {lines[app]} lines")
    for rule in sorted(by_rule, key=lambda r: (-len(by_rule[r]), r)):
        print(f"  {rule}: {len(by_rule[rule])} findings, {quota[rule]} sampled")


if __name__ == "__main__":
    main()
