import Components
import Foundation
import Scenario
import UIStateProtocol
import Transport

/// `uistate gallery --output DIR`: a static catalogue of every component's stories and every
/// feature's screens, side by side across text sizes and colour schemes.
enum GalleryCommand: Command {
    static let name = "gallery"
    static let summary = "Write a static gallery of components and feature screens across text sizes and colour schemes."
    static let help = """
        Usage: uistate gallery --output DIR [PATH ...] [--examples] [--plugin PATH ...]
                               [--sizes a,b] [--schemes light,dark]
                               [--device NAME] [--width N] [--height N]

        Like Storybook's catalogue, as plain files (open DIR/index.html; no server): every
        component of component/list with its stories (one per layout, style or position), and
        every feature (built-in and --plugin) at its initial state, then after each step of the
        scenario files and directories given as PATH, each screen shown in every variant side
        by side. Screens are the HTML rendering (see `uistate render --format html`). Only the
        scenarios named are read, never the working directory's: the files depend on the
        features and the arguments alone.

        A scenario is replayed once per variant, with the variant's size and scheme at launch. A
        variant it was not written for is skipped, and its frames say so: one whose launch
        environment names another size or scheme, or one where it stops early while it passes
        in another variant (a flow whose checks hold at one text size).

        Options:
          --output DIR       Where to write index.html, components.html and features/*.html.
          --examples         Also step through the built-in features' example scenarios, the
                             examples/scenarios of the checkout this uistate was built in.
          --plugin PATH      Also show an external plugin's features (repeatable), as
                             `uistate serve --plugin PATH` loads them.
          --sizes a,b        Dynamic type sizes (default large,accessibilityMedium).
          --schemes a,b      Colour schemes (default light,dark).
        \(ScreenOptions.help(scale: false))
          --help             Show this help.

        Component stories are laid out on a screen 360 points high (less when --height is) and
        their frames fitted to what they draw when the page opens.

        Exit codes: 0 written, 1 the gallery could not be gathered or written, 2 bad usage.
        """

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        var output: String?
        var plugins: [String] = []
        var sizes: [DynamicTypeSize] = [.large, .accessibilityMedium]
        var schemes: [ColorScheme] = [.light, .dark]
        var scenarios: [String] = []
        var examples = false
        var screen = ScreenOptions(takesScale: false)
        var reader = ArgumentReader(arguments, command: name)
        while let (option, inline) = try reader.nextOption(positional: { scenarios.append($0) }) {
            if try screen.read(option, inline: inline, from: &reader, command: name) { continue }
            switch option {
            case "--output": output = try reader.value(for: option, inline: inline)
            case "--plugin": plugins.append(try reader.value(for: option, inline: inline))
            case "--sizes": sizes = try list(reader.value(for: option, inline: inline), option: option)
            case "--schemes": schemes = try list(reader.value(for: option, inline: inline), option: option)
            case "--examples": examples = true
            default: throw UsageError("unknown option '\(option)'", command: name)
            }
        }
        guard let output else { throw UsageError("--output DIR is required", command: name) }
        if let missing = scenarios.first(where: { !FileManager.default.fileExists(atPath: $0) }) {
            throw UsageError("no such file or directory: '\(missing)'", command: name)
        }
        if examples {
            guard let directory = BuiltInExamples.directory() else {
                throw UsageError(
                    "--examples: \(PluginServing.executablePath()) is not inside a uistate checkout, so it has no built-in examples; give their path instead",
                    command: name
                )
            }
            scenarios.append(directory)
        }
        try PluginServing.checkRunnable(plugins, command: name)

        let builder = GalleryBuilder(
            serveCommand: PluginServing.serveCommand(plugins: plugins),
            variants: GalleryVariant.all(sizes: sizes, schemes: schemes),
            scenarioPaths: scenarios
        )
        let gallery: Gallery
        do throws(ResponseError) {
            gallery = try await builder.build()
        } catch {
            Console.error("uistate gallery: \(error.explanation)")
            return 1
        }
        let pages = GalleryPages(screen: screen.renderer)
        let root = URL(fileURLWithPath: output)
        do {
            for file in pages.files(for: gallery) {
                try FileDescriptorIO.replaceFile(atPath: root.appendingPathComponent(file.path).path, with: Array(file.contents.utf8))
            }
        } catch {
            Console.error("uistate gallery: cannot write \(output): \(error)")
            return 1
        }
        Console.out("gallery written to \(root.appendingPathComponent("index.html").path): \(gallery.counts)")
        return 0
    }

    private static func list<Value: RawRepresentable & CaseIterable>(_ text: String, option: String) throws(UsageError) -> [Value]
    where Value.RawValue == String {
        var values: [Value] = []
        for item in text.split(separator: ",") {
            guard let value = Value(rawValue: item.trimmingCharacters(in: .whitespaces)) else {
                throw UsageError("\(option): unknown value '\(item)'; expected \(Value.allCases.map(\.rawValue).joined(separator: ", "))", command: name)
            }
            values.append(value)
        }
        guard !values.isEmpty else { throw UsageError("\(option) needs at least one value", command: name) }
        return values
    }
}
