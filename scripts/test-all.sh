#!/usr/bin/env bash
# Every test suite CI runs (`make test`). Each suite runs even when an earlier one failed, so one
# failure never hides another; a summary prints one line per suite and the script fails at the end.
#   scripts/test-all.sh                 every suite
#   scripts/test-all.sh swift python    only the suites named (names: see `suites` below)
#   scripts/test-all.sh --list          the suite names
# Each suite's output streams as it runs and is kept in $UISTATE_TEST_LOGS (default: a temporary
# directory, printed at the end) so the summary can count what passed.
set -uo pipefail
cd "$(dirname "$0")/.."
root=$PWD

# name | what it runs. Order matters only for the build, which the others need; the build suite
# also fails on compiler warnings from our sources and on a MODULES.md that disagrees with
# Package.swift (scripts/build-checked.sh). `release` builds `make install`'s optimized binary
# and runs the conformance, HTTP and inspector suites against it (scripts/test-release.sh); the
# other suites test the debug build (UISTATE_BIN is set to it, so a newer release build is
# never taken for it).
suites=(build protocol swift browser python example-python node nvim emacs plugin tca-client http inspector release)
# Suites that mostly wait (one client and one host at a time, a browser). Before the first of
# these, the builds of the `release`, `plugin` and `tca-client` suites (when selected) start in the
# background and fill the cores these leave idle; each of those two suites then waits
# for its build before it tests (docs/testing.md, "Where the time goes"). Not beside `swift`,
# whose thousand tests share the two cores.
beside_builds=(browser python example-python node nvim emacs plugin tca-client http inspector)

logs=${UISTATE_TEST_LOGS:-$(mktemp -d /tmp/uistate-tests.XXXXXX)}
mkdir -p "$logs"
# The Swift driver leaves an empty TemporaryDirectory.XXXXXX (holding `.keep-directory`) in
# TMPDIR each time SwiftPM asks it something, six or more per `swift build` or `swift test`: the
# suites get a TMPDIR of their own, removed at the end (one given by test-under-load.sh is kept).
own_tmpdir=""
if [ -z "${UISTATE_TEST_TMPDIR:-}" ]; then
    own_tmpdir=$(mktemp -d /tmp/uistate-tmpdir.XXXXXX)
    export UISTATE_TEST_TMPDIR=$own_tmpdir
fi
export TMPDIR=$UISTATE_TEST_TMPDIR
summary=()
failed=0

# The suite's own closing line, reduced to counts, for the summary.
count_line() { # suite, log
    local line=""
    case "$1" in
        swift)
            local run n issues
            run=$(grep -aE 'Test run with [0-9]+ tests' "$2" | tail -n 1)
            n=$(grep -oE 'with [0-9]+ tests' <<<"$run" | grep -oE '[0-9]+')
            issues=$(grep -oE '[0-9]+ issues?' <<<"$run")
            if [ -n "$n" ]; then
                case "$run" in
                    *passed*) line="$n tests passed" ;;
                    *) line="$n tests, ${issues:-some issues}" ;;
                esac
            fi
            ;;
        build)
            # Warnings and MODULES.md are checked after the build (scripts/build-checked.sh).
            if grep -aq '^build-checked: no warnings' "$2"; then
                line="no warnings"
                grep -aq '^check-modules: MODULES.md describes' "$2" && line="$line; MODULES.md matches Package.swift"
            fi
            ;;
        python|example-python|browser|http|inspector)
            line=$(grep -aE '^=*\s*[0-9]+ (passed|failed)' "$2" | tail -n 1 | sed -E 's/^=* *//; s/ in [0-9.]+s.*//') ;;
        node)
            local pass fail
            # One closing block per `node --test` run (the client, then the example from a copy).
            pass=$(grep -aE '^# pass [0-9]+' "$2" | awk '{sum += $3} END {if (NR) print sum}')
            fail=$(grep -aE '^# fail [0-9]+' "$2" | awk '{sum += $3} END {if (NR) print sum}')
            [ -n "$pass" ] && line="$pass passed, ${fail:-0} failed" ;;
        nvim|emacs)
            line=$(grep -aE '^[0-9]+ passed, [0-9]+ failed$' "$2" | tail -n 1) ;;
        release)
            line=$(grep -aE '^test-release: conformance' "$2" | tail -n 1 | sed -E 's/^test-release: //') ;;
        tca-client)
            line=$(grep -aE 'Executed [0-9]+ tests?, with' "$2" | tail -n 1 | sed -E 's/^[[:space:]]*//; s/ \(.*//') ;;
    esac
    echo "$line"
}

debug=$root/.build/debug/uistate

# A suite's build in the background (see `beside_builds`), its output kept apart: suite, command.
declare -A background=()
start_background_build() {
    local suite=$1
    shift
    [ -n "${background[$suite]:-}" ] && return
    echo "test-all: the $suite suite's build starts in the background (log: $logs/$suite-build.log)"
    "$@" >"$logs/$suite-build.log" 2>&1 &
    background[$suite]=$!
}
# Waits for a suite's background build, if one was started, and shows its output.
finish_background_build() { # suite
    local suite=$1 rc=0
    [ -z "${background[$suite]:-}" ] && return 0
    wait "${background[$suite]}" || rc=$?
    unset "background[$suite]"
    cat "$logs/$suite-build.log"
    [ $rc -eq 0 ] || echo "test-all: the $suite suite's build failed (exit $rc)"
    return $rc
}
trap 'for pid in "${background[@]}"; do kill "$pid" 2>/dev/null; done; [ -z "$own_tmpdir" ] || rm -rf "$own_tmpdir"' EXIT

# "3 min 7 s" for a number of seconds.
duration() { echo "$(($1 / 60)) min $(($1 % 60)) s"; }

run_suite() { # name
    local name=$1 log="$logs/$1.log" rc began
    echo
    echo "=== $name"
    began=$(date +%s)
    case "$name" in
        build) scripts/build-checked.sh ;;
        protocol) protocol/tools/validate.sh ;;
        swift) swift test --skip-build ;;
        # The debug build explicitly: alone, these take the newer of the debug and release builds.
        browser) UISTATE_BIN=$debug Tests/web/browser/run.sh ;;
        python) UISTATE_BIN=$debug clients/test.sh python ;;
        example-python) UISTATE_BIN=$debug clients/test.sh example-python ;;
        node) UISTATE_BIN=$debug clients/test.sh node ;;
        nvim) UISTATE_BIN=$debug clients/nvim/test.sh ;;
        emacs) UISTATE_BIN=$debug clients/emacs/test.sh ;;
        plugin) finish_background_build plugin && UISTATE_BIN=$debug scripts/example-plugin.sh ;;
        # A TCA feature's package depending on this checkout by git revision (docs/macros.md).
        tca-client) finish_background_build tca-client && scripts/tca-client.sh ;;
        http) UISTATE_BIN=$debug Tests/web/run.sh http ;;
        inspector) UISTATE_BIN=$debug Tests/web/run.sh inspector ;;
        release) finish_background_build release && scripts/test-release.sh ;;
        *) echo "test-all: unknown suite '$name' (suites: ${suites[*]})" >&2; return 2 ;;
    esac > >(tee "$log") 2>&1
    rc=$?
    # Let tee finish writing the log before it is read (only tee: a plain `wait` would also
    # wait for the background release build).
    wait $!
    local counts took
    counts=$(count_line "$name" "$log")
    took=$(duration $(( $(date +%s) - began )))
    if [ $rc -eq 0 ]; then
        summary+=("$name: passed${counts:+ ($counts)}; $took")
    else
        summary+=("$name: FAILED (exit $rc)${counts:+ ($counts)}; $took")
        failed=$((failed + 1))
    fi
}

if [ "${1:-}" = --list ]; then
    printf '%s\n' "${suites[@]}"
    exit 0
fi
selected=("$@")
[ ${#selected[@]} -eq 0 ] && selected=("${suites[@]}")
start=$(date +%s)
for suite in "${selected[@]}"; do
    if [[ " ${beside_builds[*]} " == *" $suite "* ]]; then
        [[ " ${selected[*]} " == *" release "* ]] && start_background_build release scripts/test-release.sh --build-only
        [[ " ${selected[*]} " == *" plugin "* ]] && start_background_build plugin scripts/example-plugin.sh --build-only
        [[ " ${selected[*]} " == *" tca-client "* ]] && start_background_build tca-client scripts/tca-client.sh --build-only
    fi
    run_suite "$suite"
done
elapsed=$(( $(date +%s) - start ))

echo
echo "=== summary ($(duration $elapsed); logs in $logs)"
printf '%s\n' "${summary[@]}"
if [ $failed -gt 0 ]; then
    echo "test-all: $failed of ${#selected[@]} suites failed"
    exit 1
fi
echo "test-all: all ${#selected[@]} suites passed"
