#!/usr/bin/env bash
# Two builds of uistate side by side, in one run, so both see the same machine: trivial
# `store/dispatch` pipelined (beside the C floor), in-process replay on one core, and
# instructions per dispatch and per replayed step under callgrind (repeatable under load).
# Rounds alternate between the two binaries; each figure is the median of its rounds.
#
# Usage: benchmarks/compare.sh BEFORE_BIN AFTER_BIN [ROUNDS]
#   e.g. git worktree add /tmp/before HEAD~3 && (cd /tmp/before && swift build -c release --product uistate)
#        benchmarks/compare.sh /tmp/before/.build/release/uistate .build/release/uistate 5
# Env: REQUESTS (200000), COUNT and STEPS (the replay suite: 1000 x 20), CALLGRIND=0 to skip it.
set -euo pipefail
if [ "${1:-}" = "--help" ] || [ $# -lt 2 ]; then
    sed -n '2,10p' "$0" | sed 's/^# \{0,1\}//'
    [ $# -ge 2 ] || [ "${1:-}" = "--help" ]
    exit $?
fi
before=$(realpath "$1")
after=$(realpath "$2")
rounds=${3:-5}
requests=${REQUESTS:-200000}
count=${COUNT:-1000}
steps=${STEPS:-20}
cd "$(dirname "$0")/.."
out=benchmarks/out/compare
mkdir -p "$out"
cc -O2 -D_GNU_SOURCE -o "$out/echo_floor" benchmarks/c/echo_floor.c -ljansson
cc -O2 -pthread -o "$out/loadgen" benchmarks/c/loadgen.c
python3 benchmarks/make-replay-suite.py "$out/suite" "$count" "$steps" >/dev/null
python3 benchmarks/make-replay-suite.py "$out/suite-small" 20 "$steps" >/dev/null
python3 benchmarks/make-replay-suite.py "$out/suite-large" 120 "$steps" >/dev/null

export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"counter"}}'
export LOADGEN_METHOD=store/dispatch
export LOADGEN_PARAMS='{"storeId":"counter-1","action":{"countFieldFocusChanged":true}}'

median() { sort -n | sed -n "$(( (rounds + 1) / 2 ))p"; }
rate() { "$out/loadgen" newline "$requests" 2000 "$@" | cut -d' ' -f1; }
replay_rate() { # binary
    local start end
    start=$(date +%s.%N)
    taskset -c 0 "$1" replay "$out/suite" --reporter json >"$out/report.json" 2>"$out/stderr.log" \
        || { echo "compare: replay failed with $1" >&2; tail -5 "$out/stderr.log" >&2; exit 1; }
    end=$(date +%s.%N)
    echo "$(( count * steps )) / ($end - $start)" | bc -l | cut -d. -f1
}

: >"$out/floor"; : >"$out/before-dispatch"; : >"$out/after-dispatch"; : >"$out/before-replay"; : >"$out/after-replay"
for round in $(seq "$rounds"); do
    echo "compare: round $round of $rounds" >&2
    rate "$out/echo_floor" newline >>"$out/floor"
    rate "$before" serve --framing newline >>"$out/before-dispatch"
    rate "$after" serve --framing newline >>"$out/after-dispatch"
    replay_rate "$before" >>"$out/before-replay"
    replay_rate "$after" >>"$out/after-replay"
done
floor=$(median <"$out/floor")
echo "# before: $before"
echo "# after:  $after"
printf '%-40s %12s %12s\n' '' before after
printf '%-40s %12s %12s   (floor %s req/s)\n' "trivial store/dispatch pipelined, req/s" \
    "$(median <"$out/before-dispatch")" "$(median <"$out/after-dispatch")" "$floor"
printf '%-40s %11s%% %11s%%\n' "  of the floor" \
    "$(( $(median <"$out/before-dispatch") * 100 / floor ))" "$(( $(median <"$out/after-dispatch") * 100 / floor ))"
printf '%-40s %12s %12s\n' "replay in process, one core, steps/s" "$(median <"$out/before-replay")" "$(median <"$out/after-replay")"

if [ "${CALLGRIND:-1}" != 0 ] && command -v valgrind >/dev/null; then
    python3 benchmarks/make-trivial-input.py "$out" 0 2000
    instructions() { # binary, args…; stdin from the caller
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >/dev/null 2>"$out/callgrind.log"
        grep -oE 'Collected : [0-9]+' "$out/callgrind.log" | grep -oE '[0-9]+'
    }
    per_dispatch() { echo $(( ($(instructions "$1" serve --framing newline <"$out/trivial2000.in") - $(instructions "$1" serve --framing newline <"$out/trivial0.in")) / 2000 )); }
    per_step() { echo $(( ($(instructions "$1" replay "$out/suite-large" --reporter json </dev/null) - $(instructions "$1" replay "$out/suite-small" --reporter json </dev/null)) / (100 * steps) )); }
    printf '%-40s %12s %12s\n' "instructions per trivial dispatch" "$(per_dispatch "$before")" "$(per_dispatch "$after")"
    printf '%-40s %12s %12s\n' "instructions per replayed step" "$(per_step "$before")" "$(per_step "$after")"
fi
echo "($rounds rounds, medians; $requests pipelined; $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
