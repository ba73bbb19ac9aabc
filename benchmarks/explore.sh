#!/usr/bin/env bash
# Exploration speed (issue 25), release build, one job (one core):
#
#   explore.<feature>.rate   distinct states per second, every built-in feature explored to
#                            depth 8 or its fixpoint, capped at MAX_STATES (default 5000);
#   explore.allBuiltIns      seconds for all of them;
#   uistate explore          `relationship` through the command line with its invariants and
#                            --output (scenarios written), as a user runs it.
# (store/fork's figures are `UIStateBench fork`, run by benchmarks/run.sh on its own.)
# Targets (issue 25): 20,000 states/s for relationship; every built-in feature in under two
# minutes in total.
#
# Usage: benchmarks/explore.sh [DEPTH]
set -euo pipefail
cd "$(dirname "$0")/.."
depth=${1:-8}
max_states=${MAX_STATES:-5000}
out=benchmarks/out
mkdir -p "$out"
swift build -c release --product UIStateBench >&2
swift build -c release --product uistate >&2

echo "# Exploration: depth $depth, at most $max_states states per feature ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg))"
.build/release/UIStateBench explore "$depth" "$max_states"

rm -rf "$out/explore-relationship"
start=$(date +%s.%N)
.build/release/uistate explore relationship --depth "$depth" \
    --invariants examples/explore/relationship.invariants.json --output "$out/explore-relationship" | head -1
end=$(date +%s.%N)
echo "uistate.explore.relationship.seconds $(echo "$end - $start" | bc) s (with --output)"
