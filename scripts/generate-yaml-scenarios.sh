#!/usr/bin/env bash
# Writes the YAML form beside every example scenario and fragment:
#   examples/scenarios/**/X.scenario.json → X.scenario.yaml, X.steps.json → X.steps.yaml
# The two forms are kept in step by ScenarioTests (YAMLFormTests), which fails when they differ;
# run this again after editing a JSON example (or edit both by hand).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product ScenarioYAMLExport >&2
BIN="$(swift build --show-bin-path)/ScenarioYAMLExport"
find examples/scenarios -name '*.scenario.json' -o -name '*.steps.json' | sort | xargs "$BIN"
