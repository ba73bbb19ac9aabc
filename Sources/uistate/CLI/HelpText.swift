import JSON

/// What a command's `--help` text documents, read back so that the argument reader accepts
/// exactly the options the help lists (the help cannot fall behind the parser).
enum HelpText {
    /// The option names of the lines that start (after indentation) with `-`: `--output FILE`,
    /// `-o, --output FILE`, `--color never|always|auto`.
    static func options(in help: String) -> [String] {
        var names: [String] = []
        for line in help.split(separator: "\n") {
            let trimmed = line.drop { $0 == " " }
            guard trimmed.hasPrefix("-") else { continue }
            for token in trimmed.split(separator: " ") {
                let word = token.hasSuffix(",") ? token.dropLast() : token
                guard word.hasPrefix("-") else { break }
                names.append(String(word.prefix { $0 != "=" }))
            }
        }
        return names
    }

    /// The closest of `candidates` to a misspelt `name`, if one is close.
    static func closest(to name: String, among candidates: [String]) -> String? {
        NameSuggestion.closest(to: name, among: candidates)
    }
}
