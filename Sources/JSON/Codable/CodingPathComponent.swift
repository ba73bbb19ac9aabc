/// One step from a container to a value inside it, kept unformatted so that paths cost nothing
/// until an error (or `codingPath`) asks for them.
enum CodingPathComponent {
    /// A member of an object.
    case key(any CodingKey)
    /// An element of an array.
    case index(Int)
    /// The same JSON value as the parent: a single enum payload written unwrapped
    /// (`{"itemTapped": 3}` holds `_0` at `/itemTapped`), or a single-value container's content.
    case same
    /// A key of an enum case's payload as the encoder writes it, resolved only when a path is
    /// needed (see `resolved`): deciding needs `Key(stringValue: "_1")`, whose generic
    /// `Optional<Key>` metadata lookup cost more than the rest of writing the payload.
    case payloadKey(any CodingKey)

    /// This step as it reads on the wire: in a payload, `_0` of a one-value case disappears
    /// (`{"itemTapped": 3}`) and `_i` of a several-value case is index i (`{"move": [1, 2]}`),
    /// decided by the key type as the decoder does; other keys stay keys.
    var resolved: CodingPathComponent {
        guard case .payloadKey(let key) = self else { return self }
        guard let position = ExternalTagging.position(of: key.stringValue) else { return .key(key) }
        return type(of: key).init(stringValue: "_1") == nil ? .same : .index(position)
    }

    /// Whether this step is an element of an array (cheaper than `resolved`: payload keys are
    /// never elements of a Swift array).
    var isIndex: Bool {
        if case .index = self { return true }
        return false
    }

    /// The coding key Swift's `codingPath` shows for this step, if any.
    var codingKey: (any CodingKey)? {
        switch resolved {
        case .key(let key), .payloadKey(let key): return key
        case .index(let index): return IndexCodingKey(index)
        case .same: return nil
        }
    }

    /// The unescaped JSON Pointer token for this step, if any.
    var token: String? {
        switch resolved {
        case .key(let key), .payloadKey(let key): return key.stringValue
        case .index(let index): return String(index)
        case .same: return nil
        }
    }
}

/// The key of an array element in a `codingPath`: its index, as both string and integer.
struct IndexCodingKey: CodingKey {
    let intValue: Int?
    let stringValue: String

    init(_ index: Int) {
        intValue = index
        stringValue = String(index)
    }

    init?(stringValue: String) {
        guard let index = Int(stringValue) else { return nil }
        self.init(index)
    }

    init?(intValue: Int) {
        self.init(intValue)
    }
}

/// A key made from a string, for `superEncoder()`/`superDecoder()` and error conversion.
struct StringCodingKey: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }

    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

// MARK: - JSON Pointer text

enum CodingPointer {
    /// Joins unescaped tokens (root first) into an RFC 6901 pointer.
    static func pointer<S: Sequence<String>>(_ tokens: S) -> String {
        var result = ""
        for token in tokens {
            result.append("/")
            result.append(escaped(token))
        }
        return result
    }

    /// Escapes `~` as `~0` and `/` as `~1`, as in every JSON Pointer.
    static func escaped(_ token: String) -> String {
        JSONPointer.escape(token)
    }

    /// The pointer a Swift coding path names: every key's string value, in order.
    static func pointer(codingPath: [any CodingKey]) -> String {
        pointer(codingPath.lazy.map(\.stringValue))
    }
}
