#!/usr/bin/env bash
# `make protocol-types`: prints the Swift that ProtocolCodegenPlugin generates from
# protocol/openrpc.json for UIStateProtocol (the request types, StepResult and the method table),
# building it first. The file lives under .build/plugins/outputs/, never in Sources/; with a
# path argument (`scripts/protocol-types.sh --path`) prints where instead.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --target UIStateProtocol >&2
# The folder under outputs/ is the package's identity (its checkout's directory name); a .build
# copied between checkouts can hold several, and the newest is this one's.
file=$(ls -t .build/plugins/outputs/*/UIStateProtocol/destination/ProtocolCodegenPlugin/UIStateRequests.swift | head -n 1)
if [ "${1:-}" = "--path" ]; then
    echo "$file"
else
    cat "$file"
fi
