/// An RFC 6901 JSON Pointer: a path of reference tokens from the root of a document.
///
/// `""` is the whole document; `"/items/0/title"` walks into members and elements. Within a token
/// `~1` stands for `/` and `~0` for `~`. The token `-` names the position past an array's last
/// element, meaningful only where something is added.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    public var tokens: [String]

    public init(tokens: [String] = []) {
        self.tokens = tokens
    }

    /// Reads a pointer from its string form.
    /// - Throws: `JSONPointerError.syntax` unless the text is empty or starts with `/`, or when a
    ///   `~` is not followed by `0` or `1`.
    public init(parsing text: String) throws(JSONPointerError) {
        guard !text.isEmpty else {
            self.init()
            return
        }
        guard text.hasPrefix("/") else {
            throw .syntax(text, "a JSON Pointer is empty or starts with \"/\"")
        }
        var tokens: [String] = []
        for raw in text.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false).dropFirst() {
            tokens.append(try Self.unescape(Substring(raw), in: text))
        }
        self.init(tokens: tokens)
    }

    public static let root = JSONPointer()

    public var isRoot: Bool { tokens.isEmpty }

    public var description: String {
        // One string grown in place: patches name a pointer per operation, on every change a
        // view subscription sends.
        var text = ""
        text.reserveCapacity(tokens.reduce(0) { $0 + $1.utf8.count + 1 })
        for token in tokens {
            text.append("/")
            text.append(Self.escape(token))
        }
        return text
    }

    /// The pointer one level deeper.
    public func appending(_ token: String) -> JSONPointer {
        JSONPointer(tokens: tokens + [token])
    }

    public func appending(_ index: Int) -> JSONPointer {
        appending(String(index))
    }

    /// The pointer to the parent container, and the last token; nil at the root.
    public var parentAndLast: (parent: JSONPointer, last: String)? {
        guard let last = tokens.last else { return nil }
        return (JSONPointer(tokens: Array(tokens.dropLast())), last)
    }

    /// Whether `self` is `other` or lies inside it.
    public func hasPrefix(_ other: JSONPointer) -> Bool {
        tokens.starts(with: other.tokens)
    }

    /// A token as it appears in a pointer's text: `~` as `~0`, `/` as `~1`.
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return token }
        return token.replacingTilde()
    }

    private static func unescape(_ token: Substring, in text: String) throws(JSONPointerError) -> String {
        guard token.contains("~") else { return String(token) }
        var result = ""
        var iterator = token.makeIterator()
        while let character = iterator.next() {
            guard character == "~" else {
                result.append(character)
                continue
            }
            switch iterator.next() {
            case "0": result.append("~")
            case "1": result.append("/")
            default: throw .syntax(text, "\"~\" must be followed by \"0\" or \"1\"")
            }
        }
        return result
    }
}

extension String {
    fileprivate func replacingTilde() -> String {
        var result = ""
        for character in self {
            switch character {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.append(character)
            }
        }
        return result
    }
}

/// Why a pointer could not be read or followed.
public enum JSONPointerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The pointer text is malformed.
    case syntax(String, String)
    /// The pointer names a member or element that does not exist.
    case notFound(JSONPointer, String)
    /// The pointer walks into a value that has no members or elements (a string, say).
    case notAContainer(JSONPointer, found: String)
    /// An array token that is not a valid index (`01`, `x`, or past the end).
    case badIndex(JSONPointer, String)

    public var description: String {
        switch self {
        case .syntax(let text, let why): return "invalid JSON Pointer \"\(text)\": \(why)"
        case .notFound(let pointer, let why): return "\(pointer.description.isEmpty ? "/" : pointer.description): \(why)"
        case .notAContainer(let pointer, let found): return "\(pointer.description.isEmpty ? "/" : pointer.description): cannot descend into a \(found)"
        case .badIndex(let pointer, let why): return "\(pointer.description.isEmpty ? "/" : pointer.description): \(why)"
        }
    }
}
