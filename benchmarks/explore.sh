#!/usr/bin/env bash
# Exploration speed, release build (run by `make bench`):
#
#   explore.<feature>.rate / .transitionRate   distinct states and transitions per second, every
#                            built-in feature explored to depth 8 or its fixpoint, capped at
#                            MAX_STATES (default 5000), one job;
#   explore.<feature>.floor.*                  the floor measured in the same run: the same
#                            transitions driven through the feature's reducer in a plain Swift
#                            loop (no host, no rendering, no JSON: `ReducerFloor`);
#   explore.<feature>.ofFloor                  the rate as a percentage of the floor's;
#   explore.allBuiltIns.seconds, explore.maxRSS;
#   then the same with JOBS (default 2) jobs, and
#   uistate explore          `relationship` through the command line with its invariants and
#                            --output (scenarios written), as a user runs it.
# (store/fork's figures are `UIStateBench fork`, run by benchmarks/run.sh on its own.)
# Goal: 20,000 distinct states/s for relationship (or at least 25% of the floor).
#
# Usage: benchmarks/explore.sh [DEPTH]
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-8}
max_states=${MAX_STATES:-5000}
jobs=${JOBS:-2}
out=benchmarks/out
mkdir -p "$out"
swift build -c release --product UIStateBench >&2
swift build -c release --product uistate >&2

echo "# Exploration: depth $depth, at most $max_states states per feature, one job ($(date -u +%Y-%m-%dT%H:%MZ), $(git rev-parse --short HEAD), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
.build/release/UIStateBench explore "$depth" "$max_states" all 1
if [ "$jobs" != 1 ]; then
    echo "# Exploration with $jobs jobs"
    .build/release/UIStateBench explore "$depth" "$max_states" all "$jobs" | grep -v floor
fi

rm -rf "$out/explore-relationship"
start=$(date +%s.%N)
.build/release/uistate explore relationship --depth "$depth" \
    --invariants examples/explore/relationship.invariants.json --output "$out/explore-relationship" | head -1
end=$(date +%s.%N)
echo "uistate.explore.relationship.seconds $(echo "$end - $start" | bc) s (with --output)"
