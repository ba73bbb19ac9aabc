/// Walks a command's arguments: `--name value`, `--name=value`, flags, short `-o`, and
/// positional words (paths, names) in any order among them. `--` ends options: every word after
/// it is positional.
///
/// Options are checked against those the command's `--help` documents (plus `hidden` ones), so
/// an unknown or misspelt option is refused here, once for every command, with the closest
/// valid name or the list of them.
struct ArgumentReader {
    enum Argument: Equatable {
        case option(name: String, inlineValue: String?)
        case positional(String)
    }

    private var remaining: ArraySlice<String>
    private var optionsEnded = false
    let command: String
    /// The option names the command's help documents; nil accepts any (the switch decides).
    private let documented: [String]?
    private let hidden: [String]

    init(_ arguments: [String], command: String, hidden: [String] = []) {
        remaining = arguments[...]
        self.command = command
        documented = UIStateCLI.command(named: command).map { HelpText.options(in: $0.help) }
        self.hidden = hidden
    }

    /// The next option or positional word, or nil when done.
    mutating func next() throws(UsageError) -> Argument? {
        guard let argument = remaining.popFirst() else { return nil }
        if optionsEnded || !Self.looksLikeOption(argument) { return .positional(argument) }
        if argument == "--" {
            optionsEnded = true
            return try next()
        }
        var name = argument, inline: String?
        if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
            name = String(argument[..<equals])
            inline = String(argument[argument.index(after: equals)...])
        }
        if name == "--help" || name == "-h" { throw UsageError.helpRequested(command: command) }
        if let documented, !documented.contains(name), !hidden.contains(name) { throw unknownOption(name, known: documented) }
        return .option(name: name, inlineValue: inline)
    }

    /// The next option as (name, inline value), or nil when done; for commands that take no
    /// positional words.
    mutating func nextOption() throws(UsageError) -> (name: String, inlineValue: String?)? {
        switch try next() {
        case .option(let name, let inline)?: return (name, inline)
        case .positional(let word)?:
            throw UsageError("unexpected argument '\(word)': 'uistate \(command)' takes options only", command: command)
        case nil: return nil
        }
    }

    /// The next option, handing the positional words met on the way to `positional`.
    mutating func nextOption(
        positional: (String) throws(UsageError) -> Void
    ) throws(UsageError) -> (name: String, inlineValue: String?)? {
        while let argument = try next() {
            switch argument {
            case .option(let name, let inline): return (name, inline)
            case .positional(let word): try positional(word)
            }
        }
        return nil
    }

    /// Keeps the one positional word a command takes (`render FEATURE`); refuses a second.
    static func single(_ word: String, into slot: inout String?, named role: String, command: String) throws(UsageError) {
        if let first = slot {
            throw UsageError("unexpected argument '\(word)': \(command) takes one \(role) (it was given '\(first)')", command: command)
        }
        slot = word
    }

    /// Every word up to the next `--` (consumed, and not ending options) or the end: the
    /// command line of another program (`replay --server uistate serve -- DIR`).
    mutating func wordsUntilSeparator() -> [String] {
        var words: [String] = []
        while let word = remaining.popFirst(), word != "--" { words.append(word) }
        return words
    }

    /// Every word left, options or not (`conformance ./server serve --verbose`).
    mutating func rest() -> [String] {
        defer { remaining = [] }
        return Array(remaining)
    }

    /// The value of option `name`: inline after `=` or the next argument.
    mutating func value(for name: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = remaining.first, !next.hasPrefix("--") else {
            throw UsageError("\(name) needs a value", command: command)
        }
        remaining.removeFirst()
        return next
    }

    /// A value that must be one of `choices`.
    mutating func choice(for name: String, inline: String?, from choices: [String]) throws(UsageError) -> String {
        let value = try value(for: name, inline: inline)
        guard choices.contains(value) else {
            throw UsageError("\(name) must be one of \(choices.joined(separator: ", ")), not '\(value)'", command: command)
        }
        return value
    }

    /// `--color auto|always|never`.
    mutating func colorChoice(for name: String, inline: String?) throws(UsageError) -> ColorChoice {
        ColorChoice(rawValue: try choice(for: name, inline: inline, from: ColorChoice.allCases.map(\.rawValue))) ?? .auto
    }

    /// A positive integer; accepts binary suffixes `K`, `M`, `G` (`64M` = 64 MiB).
    mutating func byteCount(for name: String, inline: String?) throws(UsageError) -> Int {
        let text = try value(for: name, inline: inline)
        var digits = Substring(text)
        var multiplier = 1
        switch digits.last {
        case "K", "k": multiplier = 1 << 10
        case "M", "m": multiplier = 1 << 20
        case "G", "g": multiplier = 1 << 30
        default: break
        }
        if multiplier > 1 { digits = digits.dropLast() }
        guard let number = Int(digits), number > 0, number <= Int.max / multiplier else {
            throw UsageError("\(name) must be a positive number of bytes, not '\(text)'", command: command)
        }
        return number * multiplier
    }

    /// A whole number from `range`.
    mutating func integer(for name: String, inline: String?, in range: ClosedRange<Int>) throws(UsageError) -> Int {
        let text = try value(for: name, inline: inline)
        guard let number = Int(text), range.contains(number) else {
            throw UsageError("\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'", command: command)
        }
        return number
    }

    // MARK: - Words

    /// `--name`, `--name=value` and `-o`; `-` alone (stdin) and `-3` are words.
    private static func looksLikeOption(_ word: String) -> Bool {
        if word.hasPrefix("--") { return true }
        guard word.hasPrefix("-"), word.count == 2, let letter = word.last else { return false }
        return letter.isLetter
    }

    private func unknownOption(_ name: String, known: [String]) -> UsageError {
        let long = known.filter { $0.hasPrefix("--") }
        if let suggestion = HelpText.closest(to: name, among: long) {
            return UsageError("unknown option '\(name)'; did you mean '\(suggestion)'?", command: command)
        }
        return UsageError("unknown option '\(name)'; the options are \(long.joined(separator: ", "))", command: command)
    }
}
