"""Checks the generated JSON Schema with a real validator (PyPI `jsonschema`):

1. the schema itself is valid against the draft 2020-12 meta-schema;
2. every JSON file of the bundles given with --valid validates against it;
3. every file given with --broken is rejected by it, and by `sdui validate` (exit 1).

Run by scripts/check-schema, which installs the pinned validator into a venv of its own.
"""

import argparse
import json
import pathlib
import subprocess
import sys

from jsonschema import Draft202012Validator
from jsonschema.exceptions import best_match


def bundle_files(folder: pathlib.Path) -> list[pathlib.Path]:
    """The bundle's JSON files: app/theme/components/screens.json and screens/*.json (not the
    app host's Xcode assets)."""
    return sorted(p for p in folder.glob("*.json")) + sorted(folder.glob("screens/*.json"))


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--schema", required=True)
    parser.add_argument("--sdui", required=True)
    parser.add_argument("--valid", nargs="+", default=[], help="bundle folders whose files must validate")
    parser.add_argument("--broken", required=True, help="a folder of files that must be rejected")
    args = parser.parse_args()

    schema = json.loads(pathlib.Path(args.schema).read_text())
    Draft202012Validator.check_schema(schema)
    print(f"check-schema: {args.schema} is a valid draft 2020-12 schema")
    validator = Draft202012Validator(schema)

    failures = 0
    checked = 0
    for folder in map(pathlib.Path, args.valid):
        files = bundle_files(folder)
        if not files:
            print(f"error: {folder} holds no bundle files", file=sys.stderr)
            failures += 1
        for path in files:
            checked += 1
            error = best_match(validator.iter_errors(json.loads(path.read_text())))
            if error is not None:
                failures += 1
                where = "/".join(map(str, error.absolute_path))
                print(f"{path}: error: rejected by the schema at /{where}: {error.message[:300]}", file=sys.stderr)
    print(f"check-schema: {checked} bundle files of {len(args.valid)} bundles checked")

    broken = sorted(pathlib.Path(args.broken).glob("*.json"))
    if len(broken) < 10:
        print(f"error: only {len(broken)} broken files in {args.broken}; the check needs at least 10", file=sys.stderr)
        failures += 1
    for path in broken:
        error = best_match(validator.iter_errors(json.loads(path.read_text())))
        if error is None:
            failures += 1
            print(f"{path}: error: the schema accepts this broken file", file=sys.stderr)
        else:
            print(f"  rejected {path.name}: /{'/'.join(map(str, error.absolute_path))}: {error.message[:120]}")
        validate = subprocess.run([args.sdui, "validate", str(path)], capture_output=True, text=True)
        if validate.returncode != 1:
            failures += 1
            print(f"{path}: error: `sdui validate` exited {validate.returncode}, not 1", file=sys.stderr)
    print(f"check-schema: {len(broken)} broken files rejected by the schema and by sdui validate" if failures == 0 else f"check-schema: {failures} failures")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
