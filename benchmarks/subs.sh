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
# Targets (issue 40): state-sub >= 80% of no-sub, view-sub >= 60%, plugin >= 90% of direct.
# Columns: pipelined throughput; one-at-a-time p50/p99 and the server's CPU per one-at-a-time
# request (all threads, from schedstat); notifications received while pipelining.
#
# Usage: benchmarks/subs.sh [ROUNDS]   (env REQUESTS overrides the count; env BINDIR runs the
#        uistate and ExamplePlugin found there instead of building them)
set -euo pipefail
if [ "${1:-}" = --help ]; then sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi
cd "$(dirname "$0")/.."
rounds=${1:-3}
requests=${REQUESTS:-100000}
out=benchmarks/out
mkdir -p "$out"

if [ -n "${BINDIR:-}" ]; then
    bindir=$(realpath "$BINDIR")
else
    swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
    swift build -c release --product ExamplePlugin >>"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
    bindir=$(swift build -c release --show-bin-path)
fi
cc -O2 -pthread -o "$out/loadgen" benchmarks/c/loadgen.c

# Each round runs every workload once, in turn, so the machine's drift (another build starting, a
# cooling CPU) falls on all of them alike; a row is the median of its rounds by throughput, and the
# ratios below the table are medians of each round's own ratio (what the goals are stated in).
workloads=(no-sub state-sub view-sub direct plugin)
results=$(mktemp -d)
trap 'rm -rf "$results"' EXIT

workload() { # name: runs it once, printing loadgen's fields
    export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"counter"}}'
    export LOADGEN_PARAMS='{"storeId":"counter-1","action":"incrementButtonTapped"}'
    unset LOADGEN_SETUP2
    case $1 in
        no-sub) "$out/loadgen" newline "$requests" 2000 "$bindir/uistate" serve --framing newline ;;
        state-sub)
            export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"counter-1"}}'
            "$out/loadgen" newline "$requests" 2000 "$bindir/uistate" serve --framing newline ;;
        view-sub)
            export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"counter-1","view":true}}'
            "$out/loadgen" newline "$requests" 2000 "$bindir/uistate" serve --framing newline ;;
        direct)
            export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"tally"}}'
            export LOADGEN_PARAMS='{"storeId":"tally-1","action":"incrementButtonTapped"}'
            "$out/loadgen" newline "$requests" 2000 "$bindir/ExamplePlugin" ;;
        plugin)
            export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"tally"}}'
            export LOADGEN_PARAMS='{"storeId":"ExamplePlugin/tally-1","action":"incrementButtonTapped"}'
            "$out/loadgen" newline "$requests" 2000 "$bindir/uistate" serve --framing newline --plugin "$bindir/ExamplePlugin" ;;
    esac
}

export LOADGEN_METHOD=store/dispatch LOADGEN_CPU=1
for round in $(seq "$rounds"); do
    for name in "${workloads[@]}"; do
        echo "$round $(workload "$name")" >>"$results/$name"
    done
    echo "subs.sh: round $round of $rounds done" >&2
done

median() { sort -n | sed -n "$(( (rounds + 1) / 2 ))p"; }
printf '%-10s %12s %9s %9s %9s %14s\n' workload 'req/s' 'p50 µs' 'p99 µs' 'CPU µs' 'notifications'
for name in "${workloads[@]}"; do
    # loadgen prints: req/s p50 p99 [notifications, with a subscription] cpu
    read -r -a fields < <(cut -d' ' -f2- "$results/$name" | median)
    notes=-
    [ "${#fields[@]}" -eq 5 ] && notes=${fields[3]}
    printf '%-10s %12s %9s %9s %9s %14s\n' "$name" "${fields[0]}" "${fields[1]}" "${fields[2]}" "${fields[-1]}" "$notes"
done
ratio() { # label, numerator workload, denominator workload: the median of the rounds' ratios
    local each
    each=$(awk 'NR == FNR { throughput[$1] = $2; next } { printf "%.0f\n", 100 * throughput[$1] / $2 }' \
        "$results/$2" "$results/$3")
    printf '%-24s %4s%%   (rounds: %s)\n' "$1" "$(echo "$each" | median)" "$(echo "$each" | paste -sd' ')"
}
ratio 'state-sub / no-sub' state-sub no-sub
ratio 'view-sub / no-sub' view-sub no-sub
ratio 'plugin / direct' plugin direct
echo "($rounds rounds, workloads in turn; rows: median by throughput; $requests pipelined, 2000 ping-pong; $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
