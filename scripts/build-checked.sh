#!/usr/bin/env bash
# The `build` suite of `make test`: builds everything (tests included), then fails when
#   - the compiler or SwiftPM printed a warning about our own sources or manifest
#     (C system headers outside the checkout are not ours and are ignored), or
#   - MODULES.md disagrees with Package.swift (scripts/check-modules.py, and its self-test), or
#   - a product file points at design notes outside the repository (decisions users or
#     contributors need are written in docs/decisions.md), or
#   - Components, FeatureKit or StoreRuntime imports a module `package` (or implementation- or
#     SPI-only): the release build's cross-module optimisation then serialises no body that
#     touches that module's types, so features could not specialise `RenderedTree.init`, the
#     components' `render` or a hosted store's step (docs/decisions.md, "Components and views"
#     and "Host and stores").
# The compiler prints a file's warnings only when it compiles that file, so an incremental build
# shows the warnings of what changed; CI builds from a clean clone, where every warning shows.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD
log=$(mktemp /tmp/uistate-build.XXXXXX)
trap 'rm -f "$log"' EXIT

swift build --build-tests 2>&1 | tee "$log"
build=${PIPESTATUS[0]}
if [ "$build" -ne 0 ]; then
    echo "build-checked: swift build --build-tests failed (exit $build)" >&2
    exit "$build"
fi

# A diagnostic's first line is "PATH:LINE:COL: warning: …" (the compiler) or "warning: …"
# (SwiftPM); the indented copies in its source excerpt are skipped. Paths outside the checkout
# (system headers) and generated files under .build are not ours.
warnings=$(
    {
        grep -aE '^warning: ' "$log"
        grep -aE '^/[^:]+:[0-9]+:[0-9]+: warning: ' "$log" | awk -v ours="$root/" -v built="$root/.build/" 'index($0, ours) == 1 && index($0, built) != 1'
    } | sort -u
)
status=0
if [ -n "$warnings" ]; then
    count=$(wc -l <<<"$warnings")
    echo
    echo "build-checked: the build printed $count warning(s) from our sources; fix them (a clean build must print none):"
    echo "$warnings"
    status=1
else
    echo "build-checked: no warnings from our sources"
fi

outside=$(grep -rnE --exclude-dir=.build --exclude-dir=node_modules 'DECISIONS\.md|\.\./shared|/work/shared' README.md MODULES.md docs protocol Sources Tests \
    clients examples Makefile 2>/dev/null)
if [ -n "$outside" ]; then
    echo "build-checked: these lines point outside the repository; state what they need in docs/decisions.md:"
    echo "$outside"
    status=1
fi

restricted=$(grep -rnE '^(package import|@_implementationOnly|@_spiOnly)' Sources/Components Sources/FeatureKit Sources/StoreRuntime)
if [ -n "$restricted" ]; then
    echo "build-checked: Components, FeatureKit and StoreRuntime must import these publicly (or internally if no package signature names them):"
    echo "$restricted"
    status=1
fi

python3 scripts/check-modules.py || status=1
python3 scripts/check-modules.py --self-test || status=1
exit $status
