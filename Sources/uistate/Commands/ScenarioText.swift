import JSON
import Scenario

/// A scenario document as the text of the file it is written to: YAML for `*.yaml`/`*.yml`
/// (the form `ScenarioLoader` reads back by the same rule), pretty JSON in file order otherwise.
enum ScenarioText {
    static func render(_ scenario: JSONValue, for path: String) -> String {
        if ScenarioLoader.isYAML(path) { return YAMLWriter.document(scenario) }
        return scenario.serializedString(JSONWriteOptions(sortedKeys: false, pretty: true)) + "\n"
    }
}
