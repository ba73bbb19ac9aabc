// The model lives in `ScenarioModel` so that the host can write scenarios without the loader's
// YAML or the runner; whoever imports `Scenario` still sees `ScenarioDocument`, `ScenarioStep`
// and the expectations as before.
