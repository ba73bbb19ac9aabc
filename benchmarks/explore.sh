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
#                            --output (scenarios written), as a user runs it;
#   explore.relationship.instructions*   with valgrind installed (INSTRUCTIONS=0 skips it):
#                            callgrind instructions per state and per transition of
#                            `relationship` to depth 4 (start-up, measured at depth 0, taken
#                            off) beside its floor's per transition, and the ratio: unlike the
#                            rates, these do not move with the machine's load.
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

if [ "${INSTRUCTIONS:-1}" = 1 ] && command -v valgrind >/dev/null && command -v callgrind_annotate >/dev/null; then
    # Total instructions of a command under callgrind.
    instructions() {
        local file=$1; shift
        valgrind --tool=callgrind --callgrind-out-file="$file" "$@" >"$file.log" 2>&1
        callgrind_annotate "$file" 2>/dev/null | awk '/PROGRAM TOTALS/ && !found { gsub(",", "", $1); print $1; found = 1 }'
    }
    # Inclusive instructions of the first function whose demangled name ends with $2 (awk reads
    # to the end: stopping early would fail the pipe under pipefail).
    inclusive() {
        callgrind_annotate --inclusive=yes "$1" 2>/dev/null | swift demangle --simplified \
            | awk -v name="$2" 'index($0, name " [") && !found { gsub(",", "", $1); print $1; found = 1 }'
    }
    total=$(instructions "$out/callgrind-explore-4" .build/release/uistate explore relationship --depth 4)
    startup=$(instructions "$out/callgrind-explore-0" .build/release/uistate explore relationship --depth 0)
    summary=$(grep '^explored relationship' "$out/callgrind-explore-4.log")
    states=$(echo "$summary" | sed -E 's/.*: ([0-9]+) states, ([0-9]+) transitions.*/\1/')
    transitions=$(echo "$summary" | sed -E 's/.*: ([0-9]+) states, ([0-9]+) transitions.*/\2/')
    # The floor's loop: `ReducerFloor.seconds` less the closure decoding its transitions, per
    # pass over them (it passes until 0.2 s have gone by, and says how many times).
    instructions "$out/callgrind-floor-4" .build/release/UIStateBench explore 4 5000 relationship 1 >/dev/null
    passes=$(awk '/^explore.relationship.floor.passes/ { print $2 }' "$out/callgrind-floor-4.log")
    floor=$(( ($(inclusive "$out/callgrind-floor-4" "static ReducerFloor.seconds<A>(of:_:)") \
        - $(inclusive "$out/callgrind-floor-4" "closure #1 in static ReducerFloor.seconds<A>(of:_:)")) / passes ))
    search=$((total - startup))
    echo "explore.relationship.instructionsPerState $((search / states)) (depth 4: $states states, $transitions transitions)"
    echo "explore.relationship.instructionsPerTransition $((search / transitions))"
    echo "explore.relationship.floor.instructionsPerTransition $((floor / transitions))"
    echo "explore.relationship.ofFloorByInstructions $(echo "scale=1; 100 * $floor / $search" | bc) %"
fi
