#!/usr/bin/env bash
# Fault injection for MINUTES minutes (default 10) against the release build, as users run it:
# mutated messages, SIGKILL of the host during persisted writes, plugin SIGKILL and SIGSTOP with
# requests in flight, stalled readers on stdio and on /events, and exit with subscribers. Prints
# lost replies, lost notifications, torn files, crashes and peak RSS per fault (scripts/soak.py);
# exits 1 when anything was lost, torn or crashed. Not part of `make test`; docs/testing.md keeps
# its latest figures.
#   scripts/soak.sh [MINUTES] [soak.py options, e.g. --seed N]
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
[ $# -gt 0 ] && shift
scripts/ensure-deps.sh test >/dev/null
swift build -c release --product uistate
swift build --product ExamplePlugin
exec python3 scripts/soak.py --minutes "$minutes" --binary .build/release/uistate --plugin .build/debug/ExamplePlugin "$@"
