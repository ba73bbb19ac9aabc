// Writes the YAML form of JSON scenario files: `X.scenario.json` → `X.scenario.yaml`,
// `X.steps.json` → `X.steps.yaml`, with `include` steps pointing at the YAML fragments.
// Run by scripts/generate-yaml-scenarios.sh; ScenarioTests checks the two forms agree.
import Foundation
import JSON
import Scenario

var failed = false
for path in CommandLine.arguments.dropFirst() {
    guard path.hasSuffix(".json"), let data = FileManager.default.contents(atPath: path),
          let text = String(data: data, encoding: .utf8)
    else {
        FileHandle.standardError.write(Data("scenario-yaml-export: cannot read \(path) as a .json file\n".utf8))
        failed = true
        continue
    }
    do {
        let value = ScenarioYAMLForm.convert(try JSONValue(parsing: text))
        let target = String(path.dropLast(".json".count)) + ".yaml"
        try Data(YAMLWriter.document(value).utf8).write(to: URL(fileURLWithPath: target))
        print(target)
    } catch {
        FileHandle.standardError.write(Data("scenario-yaml-export: \(path): \(error)\n".utf8))
        failed = true
    }
}
exit(failed ? 1 : 0)
