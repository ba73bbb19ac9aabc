#!/usr/bin/env bash
# Builds the libFuzzer targets and runs each for SECONDS (default 120) on its corpus, seeded from
# fuzz/seeds. Crashers land in fuzz/artifacts/; turn each into a regression test.
# Usage: fuzz/run.sh [SECONDS]
set -euo pipefail
cd "$(dirname "$0")"
seconds=${1:-120}
# The fuzz targets are the root package's, declared only with UISTATE_FUZZ=1, built in a scratch
# folder of their own so the instrumented objects never mix with the normal build's.
scratch=../.build/fuzz
for target in FuzzFraming FuzzMessageDecoding; do
    UISTATE_FUZZ=1 swift build --package-path .. --scratch-path "$scratch" -c release --sanitize=fuzzer --product "$target"
done
mkdir -p artifacts
for target in FuzzFraming FuzzMessageDecoding; do
    name=framing; [ "$target" = FuzzMessageDecoding ] && name=messages
    corpus=corpus/$name
    mkdir -p "$corpus"
    cp -n "seeds/$name"/* "$corpus"/ 2>/dev/null || true
    # SWIFT_BACKTRACE=enable=no: the Swift crash reporter can hang after a sanitizer crash.
    SWIFT_BACKTRACE=enable=no "$scratch/release/$target" -max_total_time="$seconds" -max_len=4096 \
        -print_final_stats=1 -artifact_prefix=artifacts/ "$corpus"
done
