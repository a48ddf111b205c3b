#!/usr/bin/env python3
"""Validate a SARIF log against the SARIF 2.1.0 JSON schema, then check what the schema cannot express but
a11y-lint promises (SPEC section 5): one run, UTF-16 columns, resolvable rule indexes, %SRCROOT%-relative
locations, our severity on every result and no security-severity anywhere.

usage: validate_sarif.py SCHEMA SARIF_FILE
"""
import json
import sys

import jsonschema


def walk(value):
    """Every dictionary in a JSON value, depth first."""
    stack = [value]
    while stack:
        current = stack.pop()
        if isinstance(current, dict):
            yield current
            stack.extend(current.values())
        elif isinstance(current, list):
            stack.extend(current)


def product_errors(log):
    errors = []
    runs = log.get("runs") or []
    if len(runs) != 1:
        return [f"expected exactly one run, found {len(runs)}"]
    run = runs[0]
    if run.get("columnKind") != "utf16CodeUnits":
        errors.append("run.columnKind is not utf16CodeUnits")
    if "%SRCROOT%" not in (run.get("originalUriBaseIds") or {}):
        errors.append("run.originalUriBaseIds has no %SRCROOT%")
    rules = run["tool"]["driver"].get("rules") or []
    if "results" not in run:
        errors.append("run.results is missing (a clean run must say results: [])")
    for number, result in enumerate(run.get("results") or []):
        index = result.get("ruleIndex")
        if index is None or not 0 <= index < len(rules) or rules[index].get("id") != result.get("ruleId"):
            errors.append(f"result {number}: ruleIndex {index} does not point at rule {result.get('ruleId')!r}")
        if (result.get("properties") or {}).get("severity") not in ("critical", "high", "medium", "low"):
            errors.append(f"result {number}: properties.severity is missing or not on our scale")
    for rule in rules:
        if "properties" not in rule:
            # A descriptor a11y-lint adds for a finding whose rule is not in its catalogue: id and name only.
            continue
        for key in ("name", "shortDescription", "fullDescription", "help", "defaultConfiguration"):
            if key not in rule:
                errors.append(f"rule {rule.get('id')!r}: no {key}")
        # SARIF 2.1.0 §3.49.12: helpUri is an absolute URI. a11y-lint gives it only when `docs_url` publishes the
        # rule pages; otherwise the help text names the page shipped in the repository.
        help_uri = rule.get("helpUri")
        if help_uri is not None and not help_uri.startswith(("https://", "http://")):
            errors.append(f"rule {rule.get('id')!r}: helpUri {help_uri!r} is not an absolute http(s) URI")
    if any("security-severity" in (node.get("properties") or {}) for node in walk(log)):
        errors.append("a security-severity property is present")
    return errors


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    schema_path, sarif_path = sys.argv[1], sys.argv[2]
    with open(schema_path, encoding="utf-8") as schema_file:
        schema = json.load(schema_file)
    with open(sarif_path, encoding="utf-8") as sarif_file:
        log = json.load(sarif_file)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    schema_errors = sorted(validator_class(schema).iter_errors(log), key=lambda error: list(error.absolute_path))
    for error in schema_errors:
        path = "/".join(str(part) for part in error.absolute_path) or "(root)"
        print(f"{sarif_path}: schema: {path}: {error.message}", file=sys.stderr)
    # The product checks assume a schema-valid shape, so they run only on a valid log.
    other_errors = [] if schema_errors else product_errors(log)
    for message in other_errors:
        print(f"{sarif_path}: {message}", file=sys.stderr)
    if schema_errors or other_errors:
        sys.exit(1)
    print(f"{sarif_path}: valid SARIF 2.1.0 ({validator_class.__name__})")


if __name__ == "__main__":
    main()
