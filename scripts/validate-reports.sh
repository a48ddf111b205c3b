#!/usr/bin/env bash
# Validates a11y-lint reports against the real specifications:
#   SARIF_FILE against the OASIS SARIF 2.1.0 JSON schema (Python jsonschema, Draft 4 as the schema declares),
#   JUNIT_FILE against both the Jenkins xUnit schema (junit-10.xsd) and the Ant schema (JUnit.xsd) with xmllint.
# The schemas live in shared/schemas beside the repository (CI clones the repo with shared/ next to it);
# A11YLINT_SCHEMAS overrides that folder. Missing tools are installed (pip, apt-get).
# usage: scripts/validate-reports.sh SARIF_FILE JUNIT_FILE
set -euo pipefail

if [ "$#" -ne 2 ]; then
    echo "usage: $0 SARIF_FILE JUNIT_FILE" >&2
    exit 2
fi
sarif_file=$1
junit_file=$2
scripts_dir=$(cd "$(dirname "$0")" && pwd)
repo_dir=$(cd "$scripts_dir/.." && pwd)
schemas_dir=${A11YLINT_SCHEMAS:-$repo_dir/../shared/schemas}

for file in "$sarif_file" "$junit_file"; do
    if [ ! -r "$file" ]; then
        echo "validate-reports: error: cannot read '$file'" >&2
        exit 2
    fi
done
for schema in sarif-schema-2.1.0.json junit-10.xsd JUnit.xsd; do
    if [ ! -r "$schemas_dir/$schema" ]; then
        echo "validate-reports: error: cannot read '$schemas_dir/$schema'; set A11YLINT_SCHEMAS to the schemas folder" >&2
        exit 2
    fi
done

if ! python3 -c 'import jsonschema' 2>/dev/null; then
    echo "validate-reports: installing jsonschema with pip" >&2
    python3 -m pip install --quiet jsonschema >&2 || python3 -m pip install --quiet --break-system-packages jsonschema >&2
fi
if ! command -v xmllint >/dev/null 2>&1; then
    echo "validate-reports: installing libxml2-utils for xmllint" >&2
    if [ "$(id -u)" -eq 0 ]; then sudo_cmd=""; else sudo_cmd="sudo"; fi
    $sudo_cmd apt-get update -qq >&2
    DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq libxml2-utils >&2
fi

status=0
python3 "$scripts_dir/validate_sarif.py" "$schemas_dir/sarif-schema-2.1.0.json" "$sarif_file" || status=1
# The two XSDs are independent (no imports between them) and have no target namespace, so each validates the
# document on its own; --nonet keeps xmllint from fetching anything.
for schema in junit-10.xsd JUnit.xsd; do
    if xmllint --noout --nonet --schema "$schemas_dir/$schema" "$junit_file"; then
        echo "$junit_file: valid against $schema"
    else
        status=1
    fi
done
exit "$status"
