#!/usr/bin/env python3
"""What a change of the linter adds to and removes from its findings on real apps, and a blind sample of it.

    scripts/findings-delta.py snapshot --binary B --out SNAP CORPUS...   # lint every app folder of each CORPUS
    scripts/findings-delta.py diff OLD_SNAP NEW_SNAP                    # findings added and removed, per rule
    scripts/findings-delta.py blind OLD_SNAP NEW_SNAP --root DIR --tag T --out SAMPLEDIR [--seed N] [--max N]

A snapshot holds one JSON file per app (CORPUS-APP.json: the findings of `B APP --format json`, linted from the
app's own folder). A finding is its file, line, column, rule and message. `blind` writes the delta as a precision
sample (SAMPLEDIR/sample.tsv and context/, ids DT-001 …, shuffled so a judge cannot tell added from removed; paths
relative to DIR, the folder holding the corpora) and keeps which is which in SAMPLEDIR/key.tsv, for
`scripts/precision-judge-brief.sh` and then `findings-delta.py score SAMPLEDIR`: a removed finding judged wrong is
a right removal.
"""
import argparse
import collections
import csv
import importlib.util
import json
import os
import random
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("precision_sample", os.path.join(HERE, "precision-sample.py"))
precision_sample = importlib.util.module_from_spec(spec)
spec.loader.exec_module(precision_sample)


def snapshot(binary, out, corpora):
    os.makedirs(out, exist_ok=True)
    for corpus in corpora:
        corpus = os.path.abspath(os.path.expanduser(corpus))
        for app in sorted(os.listdir(corpus)):
            folder = os.path.join(corpus, app)
            if not os.path.isdir(folder):
                continue
            document = precision_sample.lint(os.path.abspath(binary), ".", folder)
            findings = [{"file": os.path.normpath(os.path.join(folder, document["root"], f["file"])),
                         "line": f["start"]["line"], "column": f["start"]["column"], "rule": f["ruleId"],
                         "message": f["message"]}
                        for f in document["findings"] if f.get("kind", "defect") != "hygiene"]
            name = f"{os.path.basename(corpus)}-{app}.json"
            with open(os.path.join(out, name), "w") as handle:
                json.dump(findings, handle, indent=0)
            print(f"{name}: {len(findings)}", flush=True)


def load(folder):
    findings = {}
    for name in sorted(os.listdir(folder)):
        if name.endswith(".json"):
            for f in json.load(open(os.path.join(folder, name))):
                findings[(f["file"], f["line"], f["column"], f["rule"], f["message"])] = f
    return findings


def delta(old_folder, new_folder):
    old, new = load(old_folder), load(new_folder)
    apps = {n for n in os.listdir(old_folder)} & {n for n in os.listdir(new_folder)}
    in_both = lambda f: any(f["file"].startswith(p) for p in prefixes)
    # Only apps present in both snapshots are compared: a corpus added later is not a change of the linter.
    prefixes = set()
    for name in apps:
        for f in json.load(open(os.path.join(new_folder, name))) + json.load(open(os.path.join(old_folder, name))):
            prefixes.add(os.path.dirname(f["file"]))
    added = sorted((k for k in new.keys() - old.keys() if in_both(new[k])))
    removed = sorted((k for k in old.keys() - new.keys() if in_both(old[k])))
    return added, removed


def print_diff(added, removed):
    counts = collections.Counter()
    for sign, keys in (("+", added), ("-", removed)):
        for file, line, column, rule, message in keys:
            counts[(rule, sign)] += 1
            print(f"{sign} {rule} {file}:{line}:{column} {message}")
    print(f"\n{len(added)} added, {len(removed)} removed")
    for rule in sorted({r for r, _ in counts}):
        print(f"  {rule}: +{counts[(rule, '+')]} -{counts[(rule, '-')]}")


def blind(added, removed, root, tag, out, seed, limit=None):
    items = [(k, "added") for k in added] + [(k, "removed") for k in removed]
    random.Random(seed).shuffle(items)
    # A large delta is judged on a seeded share of it.
    items = items[:limit] if limit else items
    os.makedirs(os.path.join(out, "context"), exist_ok=True)
    with open(os.path.join(out, "sample.tsv"), "w") as sample, open(os.path.join(out, "key.tsv"), "w") as key:
        sample.write("id\trule\tseverity\tfile\tline\tcolumn\truns\tmessage\tverdict\tweight\treason\n")
        key.write("id\tchange\n")
        for number, ((file, line, column, rule, message), change) in enumerate(items, 1):
            identifier = f"D{tag}-{number:03}"
            relative = os.path.relpath(file, root)
            flat = message.replace("\t", " ").replace("\n", " ")
            sample.write(f"{identifier}\t{rule}\t\t{relative}\t{line}\t{column}\t\t{flat}\t\t\t\n")
            key.write(f"{identifier}\t{change}\n")
            with open(os.path.join(out, "context", identifier + ".txt"), "w") as handle:
                handle.write(f"{identifier} {rule} {relative}:{line}:{column}\n{message}\n\n")
                handle.write(precision_sample.context(file, line))
    with open(os.path.join(out, "findings.json"), "w") as handle:
        json.dump([{"rule": k[3]} for k, _ in items], handle)
    print(f"{out}: {len(added)} added, {len(removed)} removed, {len(items)} to judge")


def score(folder):
    read = lambda name: list(csv.DictReader(open(os.path.join(folder, name)), delimiter="\t",
                                            quoting=csv.QUOTE_NONE))
    change = {row["id"]: row["change"] for row in read("key.tsv")}
    rules = {row["id"]: row["rule"] for row in read("sample.tsv")}
    verdicts = {}
    for name in sorted(os.listdir(folder)):
        if name.startswith("verdicts-") and name.endswith(".tsv"):
            verdicts.update({row["id"]: row for row in read(name)})
    tally = collections.Counter()
    for identifier, kind in sorted(change.items()):
        verdict = verdicts.get(identifier, {}).get("verdict", "missing").strip().upper()
        tally[(kind, verdict)] += 1
        print(f"{identifier}\t{kind}\t{verdict}\t{rules[identifier]}\t{verdicts.get(identifier, {}).get('reason', '')}")
    right = tally[("added", "TP")] + tally[("removed", "FP")]
    wrong = tally[("added", "FP")] + tally[("removed", "TP")]
    print(f"\nadded: {tally[('added', 'TP')]} right, {tally[('added', 'FP')]} wrong, "
          f"{tally[('added', 'UNSURE')]} unsure; removed: {tally[('removed', 'FP')]} right (judged wrong), "
          f"{tally[('removed', 'TP')]} wrong (judged right), {tally[('removed', 'UNSURE')]} unsure; "
          f"changes right {right} of {right + wrong}")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    commands = parser.add_subparsers(dest="command", required=True)
    snap = commands.add_parser("snapshot")
    snap.add_argument("--binary", required=True)
    snap.add_argument("--out", required=True)
    snap.add_argument("corpora", nargs="+")
    diff = commands.add_parser("diff")
    diff.add_argument("old")
    diff.add_argument("new")
    sample = commands.add_parser("blind")
    sample.add_argument("old")
    sample.add_argument("new")
    sample.add_argument("--root", required=True)
    sample.add_argument("--tag", required=True)
    sample.add_argument("--out", required=True)
    sample.add_argument("--seed", type=int, default=1)
    sample.add_argument("--max", type=int, default=None, help="judge at most this many, drawn with the seed")
    judged = commands.add_parser("score")
    judged.add_argument("folder")
    args = parser.parse_args()
    if args.command == "snapshot":
        snapshot(args.binary, args.out, args.corpora)
    elif args.command == "diff":
        print_diff(*delta(args.old, args.new))
    elif args.command == "blind":
        blind(*delta(args.old, args.new), os.path.abspath(os.path.expanduser(args.root)), args.tag, args.out, args.seed,
              args.max)
    else:
        score(args.folder)


if __name__ == "__main__":
    main()
