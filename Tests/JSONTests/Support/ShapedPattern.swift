import JSON

/// A vouched message made into a `JSONShape`, its slots the members' string and integer values
/// (as `JSONShape.kind(ofValue:in:)` picks them): the pattern of the shape tests.
struct ShapedPattern {
    let bytes: [UInt8]
    let slots: [(range: Range<Int>, kind: JSONShape.Kind)]
    let shape: JSONShape

    init(_ text: String) {
        let bytes = Array(text.utf8)
        var slots: [(range: Range<Int>, kind: JSONShape.Kind)] = []
        let shape = bytes.withUnsafeBytes { body in
            var scanner = JSONScanner(bytes: body)
            let vouched = scanner.object(depth: 1) { _, value in
                if let kind = JSONShape.kind(ofValue: value, in: body) { slots.append((value, kind)) }
                return true
            }
            precondition(vouched && scanner.atEnd(), "a pattern the scanner vouches for")
            guard let shape = JSONShape(body, slots: slots) else { preconditionFailure("the pattern's slots make a shape") }
            return shape
        }
        self.bytes = bytes
        self.slots = slots
        self.shape = shape
    }
}
