/// Walks a command's arguments: `--name value`, `--name=value` and flags.
struct ArgumentReader {
    private var remaining: ArraySlice<String>
    let command: String

    init(_ arguments: [String], command: String) {
        remaining = arguments[...]
        self.command = command
    }

    /// The next option as (name, inline value), or nil when done.
    mutating func nextOption() throws(UsageError) -> (name: String, inlineValue: String?)? {
        guard let argument = remaining.popFirst() else { return nil }
        guard argument.hasPrefix("--"), argument.count > 2 else {
            throw UsageError("unexpected argument '\(argument)'", command: command)
        }
        if let equals = argument.firstIndex(of: "=") {
            return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
        }
        return (argument, nil)
    }

    /// The value of option `name`: inline after `=` or the next argument.
    mutating func value(for name: String, inline: String?) throws(UsageError) -> String {
        if let inline { return inline }
        guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
            throw UsageError("\(name) needs a value", command: command)
        }
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
}
