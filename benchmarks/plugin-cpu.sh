#!/usr/bin/env bash
# The plugin hop by CPU time (issue 40): what each process (load generator, host, plugin) spends
# per request, all threads and kernel time included (`perf stat -e task-clock`), with the plugin
# served directly and through `uistate serve --plugin`. Rates move with load; CPU time per
# request moves much less, and on two cores, where the three processes share the CPU, it says
# what limits the hop: when both runs are CPU-bound, the hop's rate is the direct rate times
# (direct CPU per request) / (hop CPU per request).
#
# Columns: CPU µs per request of all processes served directly; through the host, of the plugin,
# of the host alone (host and plugin less the plugin) and of all processes; the host's context
# switches per request; the host's share of the hop's CPU; and the hop's rate against the direct
# run as CPU time bounds it, as it is and with the host costing nothing.
#
# Usage: benchmarks/plugin-cpu.sh [BINDIR...]   (default: this clone's release build; env REQUESTS)
set -euo pipefail
cd "$(dirname "$0")/.."
requests=${REQUESTS:-100000}
out=benchmarks/out/plugin-cpu
mkdir -p "$out"
command -v perf >/dev/null || { echo "plugin-cpu.sh needs perf" >&2; exit 1; }
cc -O2 -pthread -o benchmarks/out/loadgen benchmarks/c/loadgen.c
if [ $# -eq 0 ]; then
    swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
    swift build -c release --product ExamplePlugin >>"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
    set -- "$(swift build -c release --show-bin-path)"
fi
events=task-clock,context-switches

# A perf stat file's figure per request: FIELD (task-clock in µs, or context-switches).
per_request() {
    awk -F, -v n="$requests" -v event="$2" '$3 == event { printf "%.2f", (event == "task-clock" ? $1 * 1000 : $1) / n }' "$1"
}

export LOADGEN_METHOD=store/dispatch
export LOADGEN_SETUP='{"jsonrpc":"2.0","id":-2,"method":"store/create","params":{"feature":"tally"}}'
printf '%-24s %9s %9s %9s %9s %8s %7s %10s %10s\n' build 'direct µs' 'plugin µs' 'host µs' 'hop µs' 'host cs' 'host %' 'hop/direct' 'host free'
for bindir in "$@"; do
    # The plugin under its own perf stat: a wrapper of the same name, so store ids are unchanged.
    wrapper="$out/wrapper/ExamplePlugin"
    mkdir -p "$(dirname "$wrapper")"
    printf '#!/bin/sh\nexec perf stat -x, -e %s -o %s %s "$@"\n' "$events" "$PWD/$out/plugin.perf" "$bindir/ExamplePlugin" >"$wrapper"
    chmod +x "$wrapper"
    export LOADGEN_PARAMS='{"storeId":"tally-1","action":"incrementButtonTapped"}'
    perf stat -x, -e "$events" -o "$out/all-direct.perf" benchmarks/out/loadgen newline "$requests" 0 \
        perf stat -x, -e "$events" -o "$out/direct.perf" "$bindir/ExamplePlugin" >/dev/null
    export LOADGEN_PARAMS='{"storeId":"ExamplePlugin/tally-1","action":"incrementButtonTapped"}'
    perf stat -x, -e "$events" -o "$out/all-hop.perf" benchmarks/out/loadgen newline "$requests" 0 \
        perf stat -x, -e "$events" -o "$out/host.perf" "$bindir/uistate" serve --framing newline --plugin "$PWD/$wrapper" >/dev/null
    # The plugin may still be writing its figures when the host has exited.
    for _ in $(seq 50); do grep -q task-clock "$out/plugin.perf" 2>/dev/null && break; sleep 0.1; done
    direct=$(per_request "$out/all-direct.perf" task-clock)
    plugin=$(per_request "$out/plugin.perf" task-clock)
    both=$(per_request "$out/host.perf" task-clock)
    all=$(per_request "$out/all-hop.perf" task-clock)
    awk -v b="$bindir" -v d="$direct" -v p="$plugin" -v h2="$both" -v a="$all" \
        -v hcs="$(per_request "$out/host.perf" context-switches)" -v pcs="$(per_request "$out/plugin.perf" context-switches)" 'BEGIN {
        host = h2 - p
        printf "%-24s %9.2f %9.2f %9.2f %9.2f %8.3f %6.0f%% %9.0f%% %9.0f%%\n", substr(b, length(b) - 23), d, p, host, a, hcs - pcs,
            100 * host / a, 100 * d / a, 100 * d / (a - host)
    }'
    rm -f "$out/plugin.perf"
done
echo "($requests pipelined, at most 1,024 in flight (the default limit); $(date -u +%FT%TZ); load $(cut -d' ' -f1-3 /proc/loadavg))"
