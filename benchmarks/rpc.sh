#!/usr/bin/env bash
# The RPC benchmark (make bench): uistate serve against a C + jansson floor, both framings.
#
# Builds `uistate` in release and the two C programs, then for each server and framing runs the
# load generator ROUNDS times: 200k pipelined host/echo requests (throughput) and a 20k ping-pong
# (latency p50/p99). Prints the median round of each, and uistate's throughput as a share of the
# floor's. Targets (issue 3): >= 75% of the floor in both framings, p99 < 200 µs.
#
# Usage: benchmarks/rpc.sh [ROUNDS]   (env REQUESTS, PINGPONGS override the counts)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
requests=${REQUESTS:-200000}
pingpongs=${PINGPONGS:-20000}
out=benchmarks/out
mkdir -p "$out"

swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
bin=$(swift build -c release --show-bin-path)/uistate
cc -O2 -D_GNU_SOURCE -o "$out/echo_floor" benchmarks/c/echo_floor.c -ljansson
cc -O2 -pthread -o "$out/loadgen" benchmarks/c/loadgen.c

# Runs one configuration ROUNDS times; prints the round with the median throughput.
measure() {
    local framing=$1; shift
    for _ in $(seq "$rounds"); do
        "$out/loadgen" "$framing" "$requests" "$pingpongs" "$@"
    done | sort -n | sed -n "$(( (rounds + 1) / 2 ))p"
}

printf '%-15s %-9s %12s %9s %9s %8s\n' framing server 'req/s' 'p50 µs' 'p99 µs' 'vs floor'
for framing in newline content-length; do
    read -r floor_rps floor_p50 floor_p99 < <(measure "$framing" "$out/echo_floor" "$framing")
    read -r rps p50 p99 < <(measure "$framing" "$bin" serve --framing "$framing")
    printf '%-15s %-9s %12s %9s %9s %8s\n' "$framing" floor "$floor_rps" "$floor_p50" "$floor_p99" ''
    printf '%-15s %-9s %12s %9s %9s %7s%%\n' "$framing" uistate "$rps" "$p50" "$p99" "$(( rps * 100 / floor_rps ))"
done
echo "($rounds rounds each, median by throughput; $requests pipelined, $pingpongs ping-pong; $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
