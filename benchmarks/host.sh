#!/usr/bin/env bash
# The host benchmark (issue 8): pipelined store/dispatch to one counter store of `uistate serve`
# beside the transport's C floor (benchmarks/c/echo_floor.c, which parses each request with
# jansson and answers it) receiving the very same requests, then memory over 1M dispatches.
#
# Workloads (the store uses the test clock, the default); trivial on both framings, increment on
# newline:
#   trivial    {"countFieldFocusChanged": true}: a reducer run, no effect (state changes once);
#   increment  "incrementButtonTapped": a state change and a debounced effect per action (each
#              cancels the previous one's), the heaviest common action.
# Target: trivial >= 50% of the floor; RSS flat over 1M dispatches; with 16 trivial requests
# in flight, p99 < 250 µs (issue 20).
#
# Usage: benchmarks/host.sh [ROUNDS]   (env REQUESTS, MEMORY_REQUESTS override the counts)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
requests=${REQUESTS:-200000}
memory_requests=${MEMORY_REQUESTS:-1000000}
out=benchmarks/out
mkdir -p "$out"

swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
bin=$(swift build -c release --show-bin-path)/uistate
cc -O2 -D_GNU_SOURCE -o "$out/echo_floor" benchmarks/c/echo_floor.c -ljansson
cc -O2 -pthread -o "$out/loadgen" benchmarks/c/loadgen.c

export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"counter"}}'
export LOADGEN_METHOD=store/dispatch

# Runs the floor and uistate in alternating rounds on one framing, so a change of load falls on
# both sides alike; prints "floor_rps floor_p50 floor_p99 rps p50 p99 percent", each rate the
# median of its rounds and the percentage the median of the rounds' own ratios.
measure_pair() {
    local framing=$1 floors=() hosts=() ratios=() f u
    for _ in $(seq "$rounds"); do
        f=$("$out/loadgen" "$framing" "$requests" 2000 "$out/echo_floor" "$framing")
        u=$("$out/loadgen" "$framing" "$requests" 2000 "$bin" serve --framing "$framing")
        floors+=("$f"); hosts+=("$u")
        ratios+=("$(( ${u%% *} * 100 / ${f%% *} ))")
    done
    local middle=$(( (rounds + 1) / 2 ))
    printf '%s %s %s\n' \
        "$(printf '%s\n' "${floors[@]}" | sort -n | sed -n "${middle}p")" \
        "$(printf '%s\n' "${hosts[@]}" | sort -n | sed -n "${middle}p")" \
        "$(printf '%s\n' "${ratios[@]}" | sort -n | sed -n "${middle}p")"
}

printf '%-10s %-15s %-9s %12s %9s %9s %8s\n' workload framing server 'req/s' 'p50 µs' 'p99 µs' 'vs floor'
for run in trivial:newline trivial:content-length increment:newline; do
    workload=${run%%:*} framing=${run#*:}
    case $workload in
        trivial) export LOADGEN_PARAMS='{"storeId":"counter-1","action":{"countFieldFocusChanged":true}}' ;;
        increment) export LOADGEN_PARAMS='{"storeId":"counter-1","action":"incrementButtonTapped"}' ;;
    esac
    read -r floor_rps floor_p50 floor_p99 rps p50 p99 percent < <(measure_pair "$framing")
    printf '%-10s %-15s %-9s %12s %9s %9s %8s\n' "$workload" "$framing" floor "$floor_rps" "$floor_p50" "$floor_p99" ''
    printf '%-10s %-15s %-9s %12s %9s %9s %7s%%\n' "$workload" "$framing" uistate "$rps" "$p50" "$p99" "$percent"
done

export LOADGEN_PARAMS='{"storeId":"counter-1","action":{"countFieldFocusChanged":true}}'
# Latency with 16 requests in flight (issue 20: p99 < 250 µs): a new request per response.
read -r _ _ _ floor_w50 floor_w99 < <(LOADGEN_WINDOW=16 "$out/loadgen" newline 0 20000 "$out/echo_floor" newline)
read -r _ _ _ w50 w99 < <(LOADGEN_WINDOW=16 "$out/loadgen" newline 0 20000 "$bin" serve --framing newline)
echo "16 in flight (trivial, 20000 requests): floor p50/p99 $floor_w50/$floor_w99 µs, uistate $w50/$w99 µs"
read -r rps _ _ early late < <(LOADGEN_RSS=1 "$out/loadgen" newline "$memory_requests" 0 "$bin" serve --framing newline)
echo "memory: $memory_requests trivial dispatches at $rps req/s; VmRSS after 10%: ${early} KiB, after 100%: ${late} KiB"
echo "($rounds rounds each, floor and uistate alternating; rates the medians, \"vs floor\" the median of the rounds' ratios; $requests pipelined, 2000 ping-pong; $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
