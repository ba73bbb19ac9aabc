// Reading and writing through RFC 6901 pointers. Writes follow JSON Patch's `add` and `remove`
// rules, so JSONPatch is built on them.

extension JSONValue {
    /// The value the pointer names.
    /// - Throws: `JSONPointerError` naming the first token that does not resolve.
    public func value(at pointer: JSONPointer) throws(JSONPointerError) -> JSONValue {
        var current = self
        for (depth, token) in pointer.tokens.enumerated() {
            let here = JSONPointer(tokens: Array(pointer.tokens[...depth]))
            switch current {
            case .object(let object):
                guard let next = object[token] else { throw .notFound(here, "no member \"\(token)\"") }
                current = next
            case .array(let elements):
                let index = try Self.existingIndex(token, count: elements.count, at: here)
                current = elements[index]
            default:
                throw .notAContainer(here, found: current.typeName)
            }
        }
        return current
    }

    /// The value the pointer names, or nil when it does not resolve.
    public subscript(pointer pointer: JSONPointer) -> JSONValue? {
        try? value(at: pointer)
    }

    /// Adds or replaces a value as JSON Patch `add` does: an object member is created or
    /// replaced; an array element is inserted before the index (`-` appends); the root is replaced.
    public mutating func add(_ newValue: JSONValue, at pointer: JSONPointer) throws(JSONPointerError) {
        try modify(pointer, at: 0) { (container, token, here) throws(JSONPointerError) in
            switch container {
            case .object(var object):
                container = .null
                object[token] = newValue
                container = .object(object)
            case .array(var elements):
                container = .null
                let index = token == "-" ? elements.count : try Self.index(token, upTo: elements.count, at: here)
                elements.insert(newValue, at: index)
                container = .array(elements)
            default:
                throw .notAContainer(here, found: container.typeName)
            }
        } root: {
            $0 = newValue
        }
    }

    /// Replaces the value at an existing location; fails when nothing is there.
    public mutating func replace(_ newValue: JSONValue, at pointer: JSONPointer) throws(JSONPointerError) {
        try modify(pointer, at: 0) { (container, token, here) throws(JSONPointerError) in
            switch container {
            case .object(var object):
                guard object[token] != nil else { throw .notFound(here, "no member \"\(token)\" to replace") }
                container = .null
                object[token] = newValue
                container = .object(object)
            case .array(var elements):
                let index = try Self.existingIndex(token, count: elements.count, at: here)
                container = .null
                elements[index] = newValue
                container = .array(elements)
            default:
                throw .notAContainer(here, found: container.typeName)
            }
        } root: {
            $0 = newValue
        }
    }

    /// Removes the value at an existing location and returns it. Removing the root leaves `null`.
    @discardableResult
    public mutating func remove(at pointer: JSONPointer) throws(JSONPointerError) -> JSONValue {
        var removed = JSONValue.null
        try modify(pointer, at: 0) { (container, token, here) throws(JSONPointerError) in
            switch container {
            case .object(var object):
                guard let old = object[token] else { throw .notFound(here, "no member \"\(token)\" to remove") }
                container = .null
                object[token] = nil
                container = .object(object)
                removed = old
            case .array(var elements):
                let index = try Self.existingIndex(token, count: elements.count, at: here)
                container = .null
                removed = elements.remove(at: index)
                container = .array(elements)
            default:
                throw .notAContainer(here, found: container.typeName)
            }
        } root: {
            removed = $0
            $0 = .null
        }
        return removed
    }

    // MARK: - Walking

    /// Walks to the parent of the pointer's last token and hands it to `edit` in place. The
    /// parent is temporarily taken out of `self` (set to null) so that arrays and objects are
    /// uniquely referenced and edited without a copy.
    private mutating func modify(
        _ pointer: JSONPointer, at depth: Int,
        _ edit: (inout JSONValue, String, JSONPointer) throws(JSONPointerError) -> Void,
        root: (inout JSONValue) -> Void
    ) throws(JSONPointerError) {
        guard !pointer.tokens.isEmpty else { return root(&self) }
        if depth == pointer.tokens.count - 1 {
            return try edit(&self, pointer.tokens[depth], pointer)
        }
        let token = pointer.tokens[depth]
        let here = JSONPointer(tokens: Array(pointer.tokens[...depth]))
        switch self {
        case .object(var object):
            guard var child = object[token] else { throw .notFound(here, "no member \"\(token)\"") }
            self = .null
            object[token] = .null
            defer {
                object[token] = child
                self = .object(object)
            }
            try child.modify(pointer, at: depth + 1, edit, root: root)
        case .array(var elements):
            let index = try Self.existingIndex(token, count: elements.count, at: here)
            var child = elements[index]
            self = .null
            elements[index] = .null
            defer {
                elements[index] = child
                self = .array(elements)
            }
            try child.modify(pointer, at: depth + 1, edit, root: root)
        default:
            throw .notAContainer(here, found: typeName)
        }
    }

    /// An array index as RFC 6901 spells it: digits, no leading zero, within `0...limit`.
    private static func index(_ token: String, upTo limit: Int, at pointer: JSONPointer) throws(JSONPointerError) -> Int {
        let digits = token.utf8
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= 48 && $0 <= 57 }), digits.count == 1 || digits.first != 48,
            let index = Int(token)
        else {
            throw .badIndex(pointer, "\"\(token)\" is not an array index")
        }
        guard index <= limit else {
            throw .badIndex(pointer, "index \(index) is past the end of an array of \(limit)")
        }
        return index
    }

    private static func existingIndex(_ token: String, count: Int, at pointer: JSONPointer) throws(JSONPointerError) -> Int {
        if token == "-" { throw .badIndex(pointer, "\"-\" names no existing element") }
        let index = try index(token, upTo: count, at: pointer)
        guard index < count else {
            throw .badIndex(pointer, "index \(index) is past the end of an array of \(count)")
        }
        return index
    }
}
