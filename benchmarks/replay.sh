#!/usr/bin/env bash
# The replay benchmark (issue 14): 1,000 generated 20-step counter scenarios (20,000 steps)
# replayed by `uistate replay`, in-process and over `--server uistate serve`, with --jobs 1 and
# --jobs 2. In-process --jobs 1 also runs pinned to one core (taskset), the target's setting.
# Target: in-process >= 10,000 steps/s on one core. Figures are steps per second of wall-clock
# time for the whole command (process start, loading and parsing the files, the report).
#
# Usage: benchmarks/replay.sh [ROUNDS]   (env COUNT, STEPS override the suite's size)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
count=${COUNT:-1000}
steps=${STEPS:-20}
out=benchmarks/out
mkdir -p "$out"

swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
bin=$(swift build -c release --show-bin-path)/uistate
suite="$out/replay-suite"
rm -rf "$suite"
python3 benchmarks/make-replay-suite.py "$suite" "$count" "$steps"
total=$((count * steps))

# Runs one configuration ROUNDS times; prints the median round.
measure() {
    local label=$1; shift
    local results=()
    for _ in $(seq "$rounds"); do
        local start end
        start=$(date +%s.%N)
        "$@" >"$out/replay-report.json" 2>"$out/replay-stderr.log" || { echo "$label: replay failed"; tail -5 "$out/replay-stderr.log"; exit 1; }
        end=$(date +%s.%N)
        results+=("$(echo "$end - $start" | bc)")
    done
    local median
    median=$(printf '%s\n' "${results[@]}" | sort -n | sed -n "$(( (rounds + 1) / 2 ))p")
    printf '%-34s %8.3f s  %8.0f steps/s  (%s)\n' "$label" "$median" "$(echo "$total / $median" | bc -l)" "$*"
}

echo "# replay: $count scenarios x $steps steps = $total steps ($(date -u +%Y-%m-%d), $(nproc) cores)"
measure "in-process --jobs 1 (one core)" taskset -c 0 "$bin" replay "$suite" --reporter json
measure "in-process --jobs 1" "$bin" replay "$suite" --reporter json
measure "in-process --jobs 2" "$bin" replay "$suite" --reporter json --jobs 2
measure "--server --jobs 1" "$bin" replay "$suite" --reporter json --server "$bin" serve
measure "--server --jobs 2" "$bin" replay "$suite" --reporter json --jobs 2 --server "$bin" serve
grep -q '"passed": '"$count" "$out/replay-report.json" || { echo "not every scenario passed"; exit 1; }
