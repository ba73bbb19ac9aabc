#if canImport(Glibc)
import Glibc
#endif
import Explore
import Foundation
import JSON
import Scenario

/// `uistate explore`'s parsed command line.
struct ExploreInvocation {
    var feature: String?
    var depth = 8
    var maxStates = 1_000_000
    var inputsPath: String?
    var invariantsPath: String?
    var presets: [String: String] = [:]
    var output: String?
    var jobs = 1
    var shard: String?
    var shardDepth = 1
    var mergePaths: [String] = []
    var environmentVariants = false
    var relaunches = false
    /// `--plugin`: executables to ask for a feature that is not built in (`explore/run` there).
    var plugins: [String] = []

    init(_ arguments: [String]) throws(UsageError) {
        let command = ExploreCommand.name
        var options: [String] = []
        var remaining = arguments[...]
        var merging = false
        while let argument = remaining.popFirst() {
            if argument == "--merge" {
                merging = true
            } else if argument == "--env-variants" {
                merging = false
                environmentVariants = true
            } else if argument == "--relaunch" {
                merging = false
                relaunches = true
            } else if argument.hasPrefix("--") {
                merging = false
                options.append(argument)
                if !argument.contains("="), let value = remaining.popFirst() { options.append(value) }
            } else if merging {
                mergePaths.append(argument)
            } else if feature == nil {
                feature = argument
            } else {
                throw UsageError("unexpected argument '\(argument)'", command: command)
            }
        }
        var reader = ArgumentReader(options, command: command)
        while let (option, inline) = try reader.nextOption() {
            switch option {
            case "--depth": depth = try Self.count(try reader.value(for: option, inline: inline), option, minimum: 0)
            case "--max-states": maxStates = try Self.count(try reader.value(for: option, inline: inline), option, minimum: 1)
            case "--inputs": inputsPath = try reader.existingPath(for: option, inline: inline)
            case "--invariants": invariantsPath = try reader.existingPath(for: option, inline: inline)
            case "--output": output = try reader.value(for: option, inline: inline)
            case "--jobs": jobs = try Self.count(try reader.value(for: option, inline: inline), option, minimum: 1)
            case "--shard": shard = try reader.value(for: option, inline: inline)
            case "--shard-depth": shardDepth = try Self.count(try reader.value(for: option, inline: inline), option, minimum: 0)
            case "--plugin": plugins.append(try reader.value(for: option, inline: inline))
            case "--preset":
                let pair = try reader.value(for: option, inline: inline)
                guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex else {
                    throw UsageError("--preset needs dependency=preset, not '\(pair)'", command: command)
                }
                presets[String(pair[..<equals])] = String(pair[pair.index(after: equals)...])
            default:
                throw UsageError("unknown option '\(option)'", command: command)
            }
        }
        if let shard, ExploreOptions.Shard(parsing: shard) == nil {
            throw UsageError("--shard: " + Shard.refusal(of: shard), command: command)
        }
        for path in mergePaths { try ArgumentReader.requireExisting(path, option: "--merge", command: command) }
        if mergePaths.isEmpty, feature == nil {
            throw UsageError("name the feature to explore (or --merge REPORT...)", command: command)
        }
    }

    /// The options, with the inputs and invariants files read.
    func options() throws -> ExploreOptions {
        var options = ExploreOptions()
        options.depth = depth
        options.maxStates = maxStates
        options.jobs = jobs
        options.environmentVariants = environmentVariants
        options.relaunches = relaunches
        options.presets = presets
        options.shard = shard.flatMap { ExploreOptions.Shard(parsing: $0, depth: shardDepth) }
        if let inputsPath {
            let json = try JSONValue(parsing: try FileReading.bytes(at: inputsPath))
            guard let object = json.objectValue else { throw FileError(path: inputsPath, message: "expected {\"fieldId\": [\"text\", ...]}") }
            for (field, texts) in object {
                guard let list = texts.arrayValue?.compactMap(\.stringValue), list.count == texts.arrayValue?.count else {
                    throw FileError(path: inputsPath, message: "\"\(field)\" must be an array of strings")
                }
                options.samples[field] = list
            }
        }
        if let invariantsPath {
            do {
                options.invariants = try Invariants(json: try JSONValue(parsing: try FileReading.bytes(at: invariantsPath)))
            } catch let error as InvariantsFileError {
                throw FileError(path: invariantsPath, message: error.message)
            }
        }
        return options
    }

    /// `explore/run`'s params for a plugin: the same options, the files read here (paths are
    /// this process's), the output directory made absolute (the plugin may start elsewhere).
    func runParams(feature: String) throws -> JSONValue {
        let options = try options()
        var params: JSONObject = [
            "feature": .string(feature),
            "depth": .integer(Int64(depth)),
            "maxStates": .integer(Int64(maxStates)),
            "jobs": .integer(Int64(jobs)),
            "envVariants": .bool(environmentVariants),
            "relaunches": .bool(relaunches),
        ]
        if !presets.isEmpty {
            params["presets"] = .object(JSONObject(presets.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string($0.value)) }))
        }
        if !options.samples.isEmpty {
            params["samples"] = .object(JSONObject(options.samples.sorted { $0.key < $1.key }.map { ($0.key, .array($0.value.map(JSONValue.string))) }))
        }
        if let invariantsPath { params["invariants"] = try JSONValue(parsing: try FileReading.bytes(at: invariantsPath)) }
        if let shard {
            params["shard"] = .string(shard)
            params["shardDepth"] = .integer(Int64(shardDepth))
        }
        if let output {
            params["output"] = .string(output.hasPrefix("/") ? output : FileManager.default.currentDirectoryPath + "/" + output)
        }
        return .object(params)
    }

    private static func count(_ text: String, _ option: String, minimum: Int) throws(UsageError) -> Int {
        guard let value = Int(text), value >= minimum else {
            throw UsageError("\(option) needs a whole number of at least \(minimum), not '\(text)'", command: ExploreCommand.name)
        }
        return value
    }

    struct FileError: Error, CustomStringConvertible {
        let path: String
        let message: String
        var description: String { "\(path): \(message)" }
    }
}
