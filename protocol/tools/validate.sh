#!/usr/bin/env bash
# Validates protocol/openrpc.json and the conformance case files against their schemas, offline.
# Called by the ConformanceTests and meant for `make test`; needs python3 with jsonschema
# (scripts/ensure-deps.sh test installs it).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
exec python3 "$here/validate.py" "$here/.."
