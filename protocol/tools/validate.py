#!/usr/bin/env python3
"""Validates protocol/ offline: openrpc.json against our OpenRPC document schema (whose embedded
schemas refer to the JSON Schema draft-07 meta-schema that the jsonschema package ships), and
every conformance case file against conformance-case-file.schema.json.

Usage: python3 protocol/tools/validate.py [PROTOCOL_DIR]    (exit 0 valid, 1 invalid, 2 missing jsonschema)
"""
import json
import pathlib
import sys

try:
    import jsonschema
except ImportError:
    print("validate: the jsonschema package is missing; run scripts/ensure-deps.sh test "
          "(or python3 -m pip install jsonschema)", file=sys.stderr)
    sys.exit(2)


def check(schema_path, document_path, failures):
    schema = json.loads(schema_path.read_text(encoding="utf-8"))
    document = json.loads(document_path.read_text(encoding="utf-8"))
    # The draft-07 meta-schema is resolved from jsonschema's own bundled copy: no network.
    validator = jsonschema.Draft7Validator(schema)
    errors = sorted(validator.iter_errors(document), key=lambda error: list(error.absolute_path))
    for error in errors:
        pointer = "/" + "/".join(str(part) for part in error.absolute_path)
        failures.append(f"{document_path}#{pointer}: {error.message[:300]}")
    return len(errors)


def main():
    root = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent)
    failures = []
    for schema in sorted((root / "schema").glob("*.schema.json")):
        jsonschema.Draft7Validator.check_schema(json.loads(schema.read_text(encoding="utf-8")))
    check(root / "schema" / "openrpc-document.schema.json", root / "openrpc.json", failures)
    case_files = sorted((root / "conformance").rglob("*.json"))
    for case_file in case_files:
        check(root / "schema" / "conformance-case-file.schema.json", case_file, failures)
    for failure in failures:
        print(failure, file=sys.stderr)
    print(f"validate: openrpc.json and {len(case_files)} case files: {'invalid' if failures else 'valid'}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
