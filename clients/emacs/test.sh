#!/usr/bin/env bash
# Headless tests of the Emacs client (the `emacs` suite of `make test`): ERT in `emacs --batch`
# against the built host (UISTATE_BIN, else the checkout's newer of .build/debug and
# .build/release, built when there is none). emacs-nox comes from `scripts/ensure-deps.sh test`.
# Ends with the line `N passed, N failed`; exits non-zero on failure.
set -u
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)

finish() { # message, then the closing line
  echo "$1" >&2
  echo "0 passed, 1 failed"
  exit 1
}

command -v "${EMACS_BIN:-emacs}" >/dev/null 2>&1 \
  || finish "emacs-tests: emacs is missing; run scripts/ensure-deps.sh test (or apt-get install emacs-nox)"
version=$("${EMACS_BIN:-emacs}" --batch --eval '(princ emacs-version)')
case "$version" in
  2[0-7].*|1*) finish "emacs-tests: Emacs $version is too old; 28 or later (jsonrpc.el) is needed" ;;
esac

bin=${UISTATE_BIN:-}
if [ -z "$bin" ]; then
  for candidate in "$root/.build/debug/uistate" "$root/.build/release/uistate"; do
    if [ -x "$candidate" ] && { [ -z "$bin" ] || [ "$candidate" -nt "$bin" ]; }; then
      bin=$candidate
    fi
  done
fi
if [ -z "$bin" ] || [ ! -x "$bin" ]; then
  echo "emacs-tests: building the host (no .build/debug/uistate)"
  (cd "$root" && swift build --product uistate) || finish "emacs-tests: swift build failed"
  bin=$root/.build/debug/uistate
fi
export UISTATE_BIN=$bin

echo "emacs-tests: Emacs $version, host $UISTATE_BIN"
out=$(mktemp)
trap 'rm -f "$out"' EXIT
# Byte-compiling first turns warnings (an unknown function, a wrong argument count) into failures.
timeout 300 "${EMACS_BIN:-emacs}" --batch -Q -L "$here" -L "$here/test" \
  --eval '(setq byte-compile-error-on-warn t)' -f batch-byte-compile "$here/uistate.el" >"$out" 2>&1 \
  || { cat "$out"; finish "emacs-tests: uistate.el does not byte-compile cleanly"; }
rm -f "$here/uistate.elc"
timeout 300 "${EMACS_BIN:-emacs}" --batch -Q -L "$here" -L "$here/test" \
  -l uistate-test -f ert-run-tests-batch-and-exit >"$out" 2>&1
rc=$?
cat "$out"
# ERT's summary: "Ran N tests, M results as expected, K unexpected".
ran=$(sed -nE 's/^Ran ([0-9]+) tests?, .*/\1/p' "$out" | tail -n 1)
expected=$(sed -nE 's/^Ran [0-9]+ tests?, ([0-9]+) results? as expected.*/\1/p' "$out" | tail -n 1)
if [ -z "$ran" ] || [ -z "$expected" ]; then
  [ $rc -eq 124 ] && echo "emacs-tests: timed out after 300 s" >&2
  echo "0 passed, 1 failed"
  exit 1
fi
echo "$expected passed, $((ran - expected)) failed"
[ $rc -eq 0 ] && [ "$ran" = "$expected" ]
