#!/usr/bin/env bash
# Subscriptions and plugins (issue 9): pipelined store/dispatch with and without a subscription
# active, and through an external plugin (the extra hop).
#
#   no-sub      counter store, "incrementButtonTapped" (a state change and a debounced effect);
#   state-sub   the same with store/subscribe {state} active: a store/didChange per change while
#               the client keeps up, coalesced when it falls behind (the loadgen reads them all);
#   view-sub    the same with store/subscribe {state, view}: a render and a tree diff per change;
#   direct      the ExamplePlugin executable itself as the server, its "tally" store (no effect);
#   plugin      uistate serve --plugin ExamplePlugin, the same requests through the host.
# Target: state-sub within 30% of no-sub. Columns: pipelined throughput; one-at-a-time p50/p99 and
# the server's CPU per one-at-a-time request (all threads, from schedstat); notifications received
# while pipelining.
#
# Usage: benchmarks/subs.sh [ROUNDS]   (env REQUESTS overrides the count)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
requests=${REQUESTS:-100000}
out=benchmarks/out
mkdir -p "$out"

swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
swift build -c release --product ExamplePlugin >>"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
bindir=$(swift build -c release --show-bin-path)
cc -O2 -pthread -o "$out/loadgen" benchmarks/c/loadgen.c

measure() {
    for _ in $(seq "$rounds"); do
        "$out/loadgen" newline "$requests" 2000 "$@"
    done | sort -n | sed -n "$(( (rounds + 1) / 2 ))p"
}

export LOADGEN_METHOD=store/dispatch LOADGEN_CPU=1
printf '%-10s %12s %9s %9s %9s %14s\n' workload 'req/s' 'p50 µs' 'p99 µs' 'CPU µs' 'notifications'
run() {
    local name=$1 fields notes=-; shift
    read -r -a fields < <(measure "$@")
    # loadgen prints: req/s p50 p99 [notifications, with a subscription] cpu
    [ "${#fields[@]}" -eq 5 ] && notes=${fields[3]}
    printf '%-10s %12s %9s %9s %9s %14s\n' "$name" "${fields[0]}" "${fields[1]}" "${fields[2]}" "${fields[-1]}" "$notes"
}

export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"counter"}}'
export LOADGEN_PARAMS='{"storeId":"counter-1","action":"incrementButtonTapped"}'
unset LOADGEN_SETUP2
run no-sub "$bindir/uistate" serve --framing newline
export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"counter-1"}}'
run state-sub "$bindir/uistate" serve --framing newline
export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"counter-1","view":true}}'
run view-sub "$bindir/uistate" serve --framing newline
unset LOADGEN_SETUP2

export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"tally"}}'
export LOADGEN_PARAMS='{"storeId":"tally-1","action":"incrementButtonTapped"}'
run direct "$bindir/ExamplePlugin"
export LOADGEN_PARAMS='{"storeId":"ExamplePlugin/tally-1","action":"incrementButtonTapped"}'
run plugin "$bindir/uistate" serve --framing newline --plugin "$bindir/ExamplePlugin"
echo "($rounds rounds each, median by throughput; $requests pipelined, 2000 ping-pong; $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
