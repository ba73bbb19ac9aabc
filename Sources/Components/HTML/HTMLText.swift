/// Escaping and number formatting for HTML output, kept in one place so that every byte the
/// renderer writes is decided here and nowhere depends on locale or hashing.
package enum HTMLText {
    /// Escapes text for element content and double-quoted attribute values alike.
    package static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A CSS length in px: whole numbers without a fraction (`44px`), others as Swift's shortest
    /// round-tripping form (`0.8px`), which is the same on every run and machine.
    package static func px(_ value: Double) -> String {
        number(value) + "px"
    }

    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if abs(value) < 1e15, Double(Int64(value)) == value { return String(Int64(value)) }
        return String(value)
    }
}
