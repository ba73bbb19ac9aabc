#!/usr/bin/env bash
# The plugin hop by rate (issue 40): the example plugin's "tally" store served directly against the
# same requests through `uistate serve --plugin`, each REQUESTS pipelined "incrementButtonTapped"
# dispatches from the load generator, all three runs of every build once a round, builds alternating.
# A round's ratio moves by ±15 points on two cores, so take the median of many rounds (subs.sh
# runs this pair too, with fewer requests, beside its other workloads).
#
# The floor is the same direct run behind `benchmarks/c/relay_floor.c`, a process that only
# copies bytes both ways: what any process in the middle costs on these cores (its scheduling,
# pipes and copies), whatever it does with the bytes. A hop can come no nearer direct than that.
#
# Columns: round, build, the direct rate, the floor's and the hop's rate (req/s), the floor and
# the hop against direct; then a line per build: the median of its rounds' hop/direct ratios
# (the figure RESULTS.md quotes) and the ratios of its mean rates.
#
# Usage: benchmarks/hop-rate.sh [ROUNDS [BINDIR...]]   (defaults: 8 rounds, this clone's release
#        build; env REQUESTS, default 1000000; a BINDIR holds uistate and ExamplePlugin)
set -euo pipefail
if [ "${1:-}" = --help ]; then sed -n '2,17p' "$0" | sed 's/^# \{0,1\}//'; exit 0; fi
cd "$(dirname "$0")/.."
rounds=${1:-8}
[ $# -gt 0 ] && shift
requests=${REQUESTS:-1000000}
out=benchmarks/out
mkdir -p "$out"
if [ $# -eq 0 ]; then
    swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
    swift build -c release --product ExamplePlugin >>"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
    set -- "$(swift build -c release --show-bin-path)"
fi
cc -O2 -pthread -o "$out/loadgen" benchmarks/c/loadgen.c
cc -O2 -pthread -o "$out/relay_floor" benchmarks/c/relay_floor.c

export LOADGEN_METHOD=store/dispatch
export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"tally"}}'
rate() { "$out/loadgen" newline "$requests" 0 "$@" | awk '{ print $1 }'; }
printf '%-6s %-30s %10s %10s %10s %7s %7s\n' round build direct floor hop floor% hop%
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT
for round in $(seq "$rounds"); do
    for bindir in "$@"; do
        direct=$(LOADGEN_PARAMS='{"storeId":"tally-1","action":"incrementButtonTapped"}' rate "$bindir/ExamplePlugin")
        floor=$(LOADGEN_PARAMS='{"storeId":"tally-1","action":"incrementButtonTapped"}' \
            rate "$out/relay_floor" "$bindir/ExamplePlugin")
        hop=$(LOADGEN_PARAMS='{"storeId":"ExamplePlugin/tally-1","action":"incrementButtonTapped"}' \
            rate "$bindir/uistate" serve --framing newline --plugin "$bindir/ExamplePlugin")
        awk -v r="$round" -v b="$bindir" -v d="$direct" -v f="$floor" -v h="$hop" \
            'BEGIN { printf "%-6s %-30s %10s %10s %10s %6.0f%% %6.0f%%\n", r, b, d, f, h, 100 * f / d, 100 * h / d }' |
            tee -a "$rows"
    done
done
# Per build: the median of the rounds' ratios (what RESULTS.md quotes) and the mean rates' ratio.
for bindir in "$@"; do
    awk -v b="$bindir" '$2 == b { print $5 / $3, $3, $4, $5 }' "$rows" | sort -n | awk -v b="$bindir" '
        { ratio[NR] = $1; d += $2; f += $3; h += $4 }
        END {
            m = NR % 2 ? ratio[(NR + 1) / 2] : (ratio[NR / 2] + ratio[NR / 2 + 1]) / 2
            printf "%-37s hop %5.1f%% of direct (median of %d rounds; mean rates %.0f%%), floor %.0f%% (mean rates)\n",
                b, 100 * m, NR, 100 * h / d, 100 * f / d
        }'
done
echo "($requests pipelined a run; $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
