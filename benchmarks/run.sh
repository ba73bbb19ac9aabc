#!/usr/bin/env bash
# `make bench`: release build of the benchmarks, each run beside its C baseline in one script so
# both see the same machine at the same moment. Figures go to stdout; record them in RESULTS.md.
set -euo pipefail
cd "$(dirname "$0")/.."
out=benchmarks/out
mkdir -p "$out"

swift build -c release --product UIStateBench >&2
bench=.build/release/UIStateBench
cc -O2 -o "$out/json_floor" benchmarks/c/json_floor.c $(pkg-config --cflags --libs jansson)

python3 benchmarks/make-state.py > "$out/state.json"
cp benchmarks/request.json "$out/request.json"

echo "# JSON engine ($(date -u +%Y-%m-%d), $(nproc) cores)"
"$out/json_floor" "$out/request.json" "$out/state.json"
"$bench" json "$out/request.json" "$out/state.json"

echo "# Host: store/dispatch"
benchmarks/host.sh 3

if command -v valgrind >/dev/null; then
    echo "# Instructions per request (callgrind), beside the C floor"
    benchmarks/instructions.sh "$(swift build -c release --show-bin-path)/uistate"
fi

echo "# Subscriptions and plugins"
benchmarks/subs.sh 3

echo "# The plugin hop by rate beside its relay floor, many rounds (a round moves by ±15 points or more)"
benchmarks/hop-rate.sh 8 "$(swift build -c release --show-bin-path)"

if command -v perf >/dev/null; then
    echo "# The plugin hop by CPU time per request, each process apart"
    benchmarks/plugin-cpu.sh
fi

echo "# JSON-RPC over stdio"
benchmarks/rpc.sh 3

echo "# POST /rpc over HTTP, beside a libmicrohttpd floor"
benchmarks/http.sh 3

echo "# Scenario replay"
benchmarks/replay.sh 3

echo "# Scaling with the state's size"
benchmarks/scale.sh

for suite in $("$bench" 2>&1 | sed -n 's/^usage: UIStateBench \([^ ]*\).*/\1/p' | tr '|' ' '); do
    [ "$suite" = json ] && continue
    [ -x "benchmarks/$suite.sh" ] && { "benchmarks/$suite.sh"; continue; }
    echo "# $suite"
    "$bench" "$suite"
done
