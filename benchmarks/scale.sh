#!/usr/bin/env bash
# The scaling benchmark (issue 20, item 4): the `interests` feature grown to 10, 1k, 10k and 100k
# items through `initialState` (benchmarks/make-list-create.py), then one request at a time
# (ping-pong, benchmarks/c/loadgen.c, newline framing) against a release `uistate serve`:
#
#   dispatch    store/dispatch {"selection":{"itemTapped":1}}: selects or deselects item 1 (a state
#               change outside the list, one delegate action back);
#   state-sub   the same with store/subscribe {state} active: a store/didChange per change;
#   view-sub    the same with store/subscribe {state, view}: a render and a tree diff per change;
#   pointer     store/state {"pointer": "/selection/selectedIDs"}: a small part of a large state.
#
# Prints p50 (µs) and the ratio to the smallest size for each. Goals (issue 20): state-sub and
# pointer at 100k ≤ 3x their 10-item cost; view-sub linear (10k ≤ 12x the 1k cost).
#
# Usage: benchmarks/scale.sh [SIZES...]   (env PINGPONGS_SCALE multiplies the request counts;
#        UISTATE_BIN runs that binary instead of building one, for before/after comparisons)
set -euo pipefail
cd "$(dirname "$0")/.."
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10 1000 10000 100000)
scale=${PINGPONGS_SCALE:-1}
out=benchmarks/out
mkdir -p "$out"

bin=${UISTATE_BIN:-}
if [ -z "$bin" ]; then
    swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
    bin=$(swift build -c release --show-bin-path)/uistate
fi
cc -O2 -pthread -o "$out/loadgen" benchmarks/c/loadgen.c

# Fewer requests for the large sizes: each costs up to a second before this issue's changes.
pingpongs_for() {
    case $1 in
        10) echo $((1000 * scale)) ;;
        1000) echo $((300 * scale)) ;;
        10000) echo $((40 * scale)) ;;
        *) echo $((9 * scale)) ;;
    esac
}

export LOADGEN_METHOD
export LOADGEN_PARAMS
declare -A p50
dispatch='{"storeId":"interests-1","action":{"selection":{"itemTapped":1}}}'
for size in "${sizes[@]}"; do
    python3 benchmarks/make-list-create.py "$size" > "$out/create-$size.json"
    export LOADGEN_SETUP_FILE="$out/create-$size.json"
    count=$(pingpongs_for "$size")
    for workload in dispatch state-sub view-sub pointer; do
        unset LOADGEN_SETUP2
        LOADGEN_METHOD=store/dispatch
        LOADGEN_PARAMS=$dispatch
        case $workload in
            state-sub) export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"interests-1"}}' ;;
            view-sub) export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"interests-1","view":true}}' ;;
            pointer)
                LOADGEN_METHOD=store/state
                LOADGEN_PARAMS='{"storeId":"interests-1","pointer":"/selection/selectedIDs"}' ;;
        esac
        read -r _ median _ _ < <("$out/loadgen" newline 0 "$count" "$bin" serve --framing newline)
        p50[$workload,$size]=$median
    done
done

printf '%-10s' workload
for size in "${sizes[@]}"; do printf ' %16s' "$size items"; done
printf '\n'
for workload in dispatch state-sub view-sub pointer; do
    printf '%-10s' "$workload"
    base=${p50[$workload,${sizes[0]}]}
    for size in "${sizes[@]}"; do
        value=${p50[$workload,$size]}
        printf ' %16s' "$(awk -v v="$value" -v b="$base" 'BEGIN { printf "%.0f µs %5.1fx", v, v / b }')"
    done
    printf '\n'
done
echo "(p50 of one request at a time; $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
