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
# other suites test the debug build.
suites=(build protocol swift browser python example-python node nvim emacs plugin http inspector release)

logs=${UISTATE_TEST_LOGS:-$(mktemp -d /tmp/uistate-tests.XXXXXX)}
mkdir -p "$logs"
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
    esac
    echo "$line"
}

run_suite() { # name
    local name=$1 log="$logs/$1.log" rc
    echo
    echo "=== $name"
    case "$name" in
        build) scripts/build-checked.sh ;;
        protocol) protocol/tools/validate.sh ;;
        swift) swift test --skip-build ;;
        browser) Tests/web/browser/run.sh ;;
        python) clients/test.sh python ;;
        example-python) clients/test.sh example-python ;;
        node) clients/test.sh node ;;
        nvim) clients/nvim/test.sh ;;
        emacs) clients/emacs/test.sh ;;
        plugin) scripts/example-plugin.sh ;;
        # The debug build explicitly: Tests/web/run.sh alone takes the newer of the two builds.
        http) UISTATE_BIN=$root/.build/debug/uistate Tests/web/run.sh http ;;
        inspector) UISTATE_BIN=$root/.build/debug/uistate Tests/web/run.sh inspector ;;
        release) scripts/test-release.sh ;;
        *) echo "test-all: unknown suite '$name' (suites: ${suites[*]})" >&2; return 2 ;;
    esac > >(tee "$log") 2>&1
    rc=$?
    # Let tee finish writing the log before it is read.
    wait
    local counts
    counts=$(count_line "$name" "$log")
    if [ $rc -eq 0 ]; then
        summary+=("$name: passed${counts:+ ($counts)}")
    else
        summary+=("$name: FAILED (exit $rc)${counts:+ ($counts)}")
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
    run_suite "$suite"
done
elapsed=$(( $(date +%s) - start ))

echo
echo "=== summary ($((elapsed / 60)) min $((elapsed % 60)) s; logs in $logs)"
printf '%s\n' "${summary[@]}"
if [ $failed -gt 0 ]; then
    echo "test-all: $failed of ${#selected[@]} suites failed"
    exit 1
fi
echo "test-all: all ${#selected[@]} suites passed"
