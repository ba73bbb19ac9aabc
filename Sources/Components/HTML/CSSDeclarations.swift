/// An element's inline style, built in a fixed order.
struct CSSDeclarations {
    private var declarations: [String] = []

    mutating func set(_ property: String, _ value: String) {
        declarations.append(property + ":" + value)
    }

    mutating func set(_ property: String, px value: Double) {
        set(property, HTMLText.px(value))
    }

    /// `other`'s declarations after these.
    mutating func append(_ other: CSSDeclarations) {
        declarations += other.declarations
    }

    /// The properties declared, in order.
    var properties: [String] {
        declarations.map { String($0.prefix { $0 != ":" }) }
    }

    /// The `style` attribute's value, or nil when there is nothing to say.
    var attribute: String? {
        declarations.isEmpty ? nil : declarations.joined(separator: ";")
    }
}
