#!/usr/bin/env bash
# Runs the whole test suite RUNS times while HOGS busy loops load the machine, and prints, for each
# test that failed at least once, in how many runs it failed. A deterministic suite prints none.
#   scripts/test-under-load.sh [RUNS] [HOGS]      defaults: 5 runs, 2 busy loops
#   SUITES="swift python" scripts/test-under-load.sh 3 2    only some suites (names as in test-all.sh)
# Builds once first (not under load); the busy loops start after the build and stop on exit,
# even on Ctrl-C. Logs of every run stay in the directory printed at the end.
set -uo pipefail
cd "$(dirname "$0")/.."

case "${1:-}" in
    -h|--help)
        sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'
        exit 0 ;;
esac
runs=${1:-5}
hogs=${2:-2}
# Every suite but the build, which runs once before the loops start.
suites=${SUITES:-$(scripts/test-all.sh --list | grep -vx build | tr '\n' ' ')}
[[ "$runs" =~ ^[0-9]+$ && "$hogs" =~ ^[0-9]+$ ]] || { echo "usage: scripts/test-under-load.sh [RUNS] [HOGS]" >&2; exit 2; }

logs=$(mktemp -d /tmp/uistate-load.XXXXXX)
# A TMPDIR of its own for the builds and every run, removed at the end (see test-all.sh).
export UISTATE_TEST_TMPDIR=$(mktemp -d /tmp/uistate-tmpdir.XXXXXX)
export TMPDIR=$UISTATE_TEST_TMPDIR
echo "test-under-load: building once"
scripts/ensure-deps.sh test || exit 1
swift build --build-tests >"$logs/build.log" 2>&1 || { cat "$logs/build.log" >&2; echo "test-under-load: build failed" >&2; exit 1; }
# The release suite builds too; done here, its build under load finds nothing to do.
if [[ " $suites " == *" release "* ]]; then
    swift build -c release --product uistate >>"$logs/build.log" 2>&1 || { cat "$logs/build.log" >&2; echo "test-under-load: release build failed" >&2; exit 1; }
fi

hog_pids=()
stop_hogs() {
    for pid in "${hog_pids[@]}"; do kill "$pid" 2>/dev/null; done
    wait "${hog_pids[@]}" 2>/dev/null
    hog_pids=()
}
trap 'stop_hogs; rm -rf "$UISTATE_TEST_TMPDIR"' EXIT
trap 'stop_hogs; exit 130' INT TERM
for _ in $(seq 1 "$hogs"); do
    bash -c 'while :; do :; done' &
    hog_pids+=($!)
done
echo "test-under-load: $runs runs of [$suites] with $hogs busy loops; logs in $logs"

# Names of failed tests in one run's logs, one per line, prefixed by the suite.
failures_of_run() { # directory
    local dir=$1
    [ -f "$dir/swift.log" ] && grep -aE '^(✘|􀢄) Test .* failed after' "$dir/swift.log" | grep -av 'Test run with' \
        | sed -E 's/^[^ ]+ Test (.*) failed.*/swift: \1/; s/ with [0-9]+ test cases?$//'
    for suite in python example-python browser http inspector release; do
        [ -f "$dir/$suite.log" ] && grep -aE '^(FAILED|ERROR) ' "$dir/$suite.log" \
            | sed -E "s/^(FAILED|ERROR) ([^ ]+).*/$suite: \2/"
    done
    [ -f "$dir/node.log" ] && grep -aE '^ *not ok [0-9]+ - ' "$dir/node.log" \
        | sed -E 's/^ *not ok [0-9]+ - (.*)/node: \1/' | grep -v '\.test\.js$\|\.mjs$'
    [ -f "$dir/release.log" ] && grep -aE '^FAIL ' "$dir/release.log" | sed -E 's/^FAIL ([^ ]+ [^ :]+).*/release: \1/'
    [ -f "$dir/nvim.log" ] && grep -aE '^FAIL - ' "$dir/nvim.log" | sed -E 's/^FAIL - (.*)/nvim: \1/'
    # A suite that failed without naming a test (a crash, a build step) counts as itself.
    [ -f "$dir/summary.txt" ] && grep -a 'FAILED' "$dir/summary.txt" | sed -E 's/^([^:]+): FAILED.*/\1: (the suite)/'
}

failed_runs=0
for run in $(seq 1 "$runs"); do
    dir="$logs/run-$run"
    mkdir -p "$dir"
    start=$(date +%s)
    # shellcheck disable=SC2086
    UISTATE_TEST_LOGS="$dir" scripts/test-all.sh $suites >"$dir/all.log" 2>&1
    rc=$?
    sed -n '/^=== summary/,$p' "$dir/all.log" | tail -n +2 >"$dir/summary.txt"
    failures_of_run "$dir" | sort -u >"$dir/failures.txt"
    [ $rc -ne 0 ] && failed_runs=$((failed_runs + 1))
    echo "run $run: $([ $rc -eq 0 ] && echo passed || echo FAILED) in $(( $(date +%s) - start )) s$( [ -s "$dir/failures.txt" ] && echo "; $(wc -l <"$dir/failures.txt") failed")"
done
stop_hogs

echo
echo "== tests that failed at least once ($runs runs, $hogs busy loops)"
if grep -qs . "$logs"/run-*/failures.txt; then
    cat "$logs"/run-*/failures.txt | sort | uniq -c | sort -rn \
        | awk -v runs="$runs" '{count=$1; $1=""; printf "%s/%s%s\n", count, runs, $0}'
else
    echo "none"
fi
echo "== $failed_runs of $runs runs failed; logs in $logs"
[ $failed_runs -eq 0 ]
