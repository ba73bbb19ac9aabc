#!/usr/bin/env bash
# Instructions per request under callgrind, for one or more builds of uistate side by side and the
# C floor (benchmarks/c/echo_floor.c): repeatable under load, where rates are not.
#
#   trivial        store/dispatch {"countFieldFocusChanged":true} on the counter (changes nothing
#                  after the first), 2,000 requests piped in: (Ir(2000) - Ir(0)) / 2000
#   floor          echo_floor over the same input (it answers every request with its params)
#   inc            "incrementButtonTapped" one at a time (loadgen ping-pong): (Ir(510) - Ir(10)) / 500
#   inc+state      the same with a state subscription: one store/didChange per request
#   inc+view       the same with a view subscription (state and view): a render, its encoding
#                  and a tree diff per request; less inc+state, the view's cost per change
#   writes/req     the server's write(2) calls per request in inc+state, without valgrind
#                  (strace -f -c; "-" when strace is not installed)
#   plugin, hop    when ExamplePlugin is beside BIN: the example plugin's "tally" store, 2,000
#                  "incrementButtonTapped" piped into the plugin served directly, and into
#                  `uistate serve --plugin` (both processes counted): the plugin hop's cost
#   hop-host       the same hop with the host alone under callgrind and the plugin native: the
#                  host's own share of a forwarded request, which the hop's cost on two cores
#                  follows (issue 40)
#
# Usage: benchmarks/instructions.sh BIN [BIN...]   (each labelled by its directory, e.g.
#        out/before/uistate and .build/release/uistate)
set -euo pipefail
if [ $# -lt 1 ] || [ "$1" = --help ]; then sed -n '2,22p' "$0" | sed 's/^# \{0,1\}//'; [ $# -ge 1 ]; exit $?; fi
bins=()
for bin in "$@"; do bins+=("$(realpath "$bin")"); done
cd "$(dirname "$0")/.."
out=benchmarks/out/instructions
mkdir -p "$out"
cc -O2 -D_GNU_SOURCE -o "$out/echo_floor" benchmarks/c/echo_floor.c -ljansson
cc -O2 -pthread -o "$out/loadgen" benchmarks/c/loadgen.c

python3 benchmarks/make-trivial-input.py "$out" 0 2000 --plugin

collected() { grep -oE 'Collected : [0-9]+' "$1" | grep -oE '[0-9]+' | tail -1; }
piped() { # n, command…
    local n=$1; shift
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" <"$out/trivial$n.in" >/dev/null 2>"$out/cg.log"
    collected "$out/cg.log"
}
per_piped() { echo $(( ($(piped 2000 "$@") - $(piped 0 "$@")) / 2000 )); }
await_totals() { # directory: waits for every callgrind log in it to hold its total
    # A process can outlive its parent by a while under callgrind on a loaded machine: wait (at
    # most 5 min) for every process's total, and fail rather than add up a partial one.
    local n
    for n in $(seq 3000); do
        if [ "$(grep -l 'Collected :' "$1"/*.log | wc -l)" -eq "$(ls "$1"/*.log | wc -l)" ]; then
            grep -ohE 'Collected : [0-9]+' "$1"/*.log | grep -oE '[0-9]+' | paste -sd+ | bc
            return
        fi
        sleep 0.1
    done
    echo "instructions.sh: a process under callgrind had not finished its log after 5 min: $1" >&2
    exit 1
}
all_processes() { # input, command…: instructions of the command and every process it starts
    local input=$1; shift
    rm -rf "$out/children" && mkdir "$out/children"
    # One log per process: a child's own stderr is the parent's to read, not ours.
    valgrind --tool=callgrind --trace-children=yes --callgrind-out-file=/dev/null \
        --log-file="$out/children/%p.log" "$@" <"$input" >/dev/null 2>&1
    await_totals "$out/children"
}
per_hop() { # binary: `serve --plugin` and the plugin it starts, each under callgrind
    local bin=$1 dir totals=() n total
    dir=$(realpath "$out")/hop
    rm -rf "$dir" && mkdir "$dir"
    # The host gives a plugin one second to exit once its input ends, and would kill it before
    # callgrind writes its total: the plugin runs below a shell (named as the plugin, since the
    # name routes its stores) that the host may kill, leaving callgrind to finish.
    printf '#!/bin/sh\nvalgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="%s/plugin.%%p.log" "%s"\nexit $?\n' \
        "$dir" "$(dirname "$bin")/ExamplePlugin" >"$dir/ExamplePlugin"
    chmod +x "$dir/ExamplePlugin"
    for n in 0 2000; do
        rm -f "$dir"/*.log
        valgrind --tool=callgrind --callgrind-out-file=/dev/null --log-file="$dir/host.log" \
            "$bin" serve --framing newline --plugin "$dir/ExamplePlugin" <"$out/tally-hop$n.in" >/dev/null 2>&1
        total=$(await_totals "$dir")
        totals+=("$total")
    done
    echo $(( (totals[1] - totals[0]) / 2000 ))
}
per_hop_host() { # binary: `serve --plugin` under callgrind, the plugin beside it native
    local bin=$1 n totals=()
    for n in 0 2000; do
        valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" serve --framing newline \
            --plugin "$(dirname "$bin")/ExamplePlugin" <"$out/tally-hop$n.in" >/dev/null 2>"$out/cg.log"
        totals+=("$(collected "$out/cg.log")")
    done
    echo $(( (totals[1] - totals[0]) / 2000 ))
}
per_plugin() { # name (the input's: tally), command…
    local name=$1; shift
    echo $(( ($(all_processes "$out/${name}2000.in" "$@") - $(all_processes "$out/${name}0.in" "$@")) / 2000 ))
}
pingpong() { # n, command…
    local n=$1; shift
    "$out/loadgen" newline 0 "$n" valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" >/dev/null 2>"$out/cg.log"
    collected "$out/cg.log"
}
per_pingpong() { echo $(( ($(pingpong 510 "$@") - $(pingpong 10 "$@")) / 500 )); }
writes() { # binary: write calls per request with a state subscription
    command -v strace >/dev/null || { echo -; return; }
    local counts=()
    for n in 10 510; do
        "$out/loadgen" newline 0 "$n" strace -f -c -e trace=write -o "$out/strace.log" "$1" serve --framing newline >/dev/null 2>&1
        counts+=("$(awk '$NF == "write" { print $4 }' "$out/strace.log")")
    done
    echo "scale=2; (${counts[1]} - ${counts[0]}) / 500" | bc
}

export LOADGEN_METHOD=store/dispatch
export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"counter"}}'
export LOADGEN_PARAMS='{"storeId":"counter-1","action":"incrementButtonTapped"}'
printf '%-12s %10s %10s %10s %10s %10s %12s %10s %10s %10s\n' build trivial floor inc inc+state inc+view 'writes/req' plugin hop hop-host
floor=$(per_piped "$out/echo_floor" newline)
for bin in "${bins[@]}"; do
    trivial=$(per_piped "$bin" serve --framing newline)
    unset LOADGEN_SETUP2
    inc=$(per_pingpong "$bin" serve --framing newline)
    export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"counter-1"}}'
    subscribed=$(per_pingpong "$bin" serve --framing newline)
    export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"counter-1","view":true}}'
    viewed=$(per_pingpong "$bin" serve --framing newline)
    export LOADGEN_SETUP2='{"jsonrpc":"2.0","id":-3,"method":"store/subscribe","params":{"storeId":"counter-1"}}'
    calls=$(writes "$bin")
    unset LOADGEN_SETUP2
    plugin=- hop=- hopHost=-
    if [ -x "$(dirname "$bin")/ExamplePlugin" ]; then
        plugin=$(per_plugin tally "$(dirname "$bin")/ExamplePlugin")
        hop=$(per_hop "$bin")
        hopHost=$(per_hop_host "$bin")
    fi
    printf '%-12s %10s %10s %10s %10s %10s %12s %10s %10s %10s\n' "$(basename "$(dirname "$bin")")" "$trivial" "$floor" "$inc" "$subscribed" "$viewed" "$calls" "$plugin" "$hop" "$hopHost"
    echo "  $bin" >&2
done
echo "(instructions per request, callgrind; $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
