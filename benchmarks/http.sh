#!/usr/bin/env bash
# `POST /rpc` throughput of `uistate serve --http` (release) beside its floor in the same run:
# benchmarks/c/http_floor.c, libmicrohttpd run the way the host runs it, parsing each body with
# jansson and answering at once. benchmarks/c/http_loadgen.c drives both the same way: CLIENTS
# keep-alive connections, each posting one request after the other's answer (the page's way of
# talking to the host), rounds alternating between the two servers.
#
# Workloads:
#   echo     host/echo with a small object: the transport and the session, no store;
#   trivial  store/dispatch {"countFieldFocusChanged": true} to one counter store (as host.sh).
# The floor answers both as an echo (it has no stores).
#
# Usage: benchmarks/http.sh [ROUNDS]   (env REQUESTS, CLIENTS override the counts; UISTATE_BIN
#        serves another build of uistate, e.g. an earlier commit's, instead of this checkout's)
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
requests=${REQUESTS:-100000}
clients=${CLIENTS:-4}
out=benchmarks/out
mkdir -p "$out"

if [ -n "${UISTATE_BIN:-}" ]; then
    bin=$UISTATE_BIN
else
    swift build -c release --product uistate >"$out/build.log" 2>&1 || { cat "$out/build.log"; exit 1; }
    bin=$(swift build -c release --show-bin-path)/uistate
fi
cc -O2 -o "$out/http_floor" benchmarks/c/http_floor.c $(pkg-config --cflags --libs libmicrohttpd jansson)
cc -O2 -pthread -o "$out/http_loadgen" benchmarks/c/http_loadgen.c

pids=()
trap 'for pid in "${pids[@]}"; do kill "$pid" 2>/dev/null || true; done' EXIT

# Starts a server writing its start-up lines to FILE; waits for its URL (and token) there.
start() {
    local log=$1; shift
    "$@" </dev/null >"$log" 2>&1 &
    pids+=($!)
    for _ in $(seq 600); do
        grep -q 'http://127.0.0.1:[0-9]*/' "$log" && return 0
        sleep 0.1
    done
    echo "http.sh: $* printed no URL: $(cat "$log")" >&2
    exit 1
}
port_in() { grep -o 'http://127.0.0.1:[0-9]*/' "$1" | head -n 1 | sed 's|.*:\([0-9]*\)/|\1|'; }

start "$out/http_floor.log" "$out/http_floor"
floor_port=$(port_in "$out/http_floor.log")
start "$out/http_host.log" "$bin" serve --http 127.0.0.1:0
for _ in $(seq 600); do grep -q 'session token' "$out/http_host.log" && break; sleep 0.1; done
host_port=$(port_in "$out/http_host.log")
token=$(sed -n 's/.*session token: \([0-9a-f]*\).*/\1/p' "$out/http_host.log")

echo_body='{"jsonrpc":"2.0","id":1,"method":"host/echo","params":{"a":1}}'
trivial_body='{"jsonrpc":"2.0","id":1,"method":"store/dispatch","params":{"storeId":"counter-1","action":{"countFieldFocusChanged":true}}}'
create='{"jsonrpc":"2.0","id":2,"method":"store/create","params":{"feature":"counter"}}'
"$out/http_loadgen" "$host_port" "$token" 1 1 "$echo_body" "$create" >/dev/null

echo "# POST /rpc over HTTP ($(date -u +%Y-%m-%dT%H:%MZ), $(nproc) cores, load $(cut -d' ' -f1 /proc/loadavg), $clients clients, $requests requests, best of $rounds)"
printf '%-8s %-6s %10s %9s %9s %9s\n' workload server 'req/s' 'p50 µs' 'p99 µs' 'vs floor'
for workload in echo trivial; do
    [ "$workload" = echo ] && body=$echo_body || body=$trivial_body
    best_floor="0 0 0"; best_host="0 0 0"
    for _ in $(seq "$rounds"); do
        floor=$("$out/http_loadgen" "$floor_port" none "$clients" "$requests" "$body")
        host=$("$out/http_loadgen" "$host_port" "$token" "$clients" "$requests" "$body")
        [ "${floor%% *}" -gt "${best_floor%% *}" ] && best_floor=$floor
        [ "${host%% *}" -gt "${best_host%% *}" ] && best_host=$host
    done
    read -r frate fp50 fp99 <<<"$best_floor"
    read -r hrate hp50 hp99 <<<"$best_host"
    printf '%-8s %-6s %10s %9s %9s %9s\n' "$workload" floor "$frate" "$fp50" "$fp99" ""
    printf '%-8s %-6s %10s %9s %9s %8s%%\n' "$workload" host "$hrate" "$hp50" "$hp99" "$(( hrate * 100 / frate ))"
done
echo "host threads at the end: $(awk '/^Threads:/ {print $2}' /proc/"${pids[1]}"/status)"
