/// Appends HTML to a string: elements with attributes in the order given, escaped text. Public for
/// the pages built around screens (the replay report, the gallery).
///
/// Attributes are an ordered list, never a dictionary, so that output bytes do not depend on
/// hashing.
package struct HTMLWriter: Sendable {
    package private(set) var output = ""

    package init() {}

    package mutating func open(_ tag: String, _ attributes: [(String, String?)] = []) {
        output += "<" + tag
        for (name, value) in attributes {
            guard let value else { continue }
            output += " " + name + "=\"" + HTMLText.escape(value) + "\""
        }
        output += ">"
    }

    package mutating func close(_ tag: String) {
        output += "</" + tag + ">"
    }

    /// An element with only text inside.
    package mutating func element(_ tag: String, _ attributes: [(String, String?)] = [], text: String) {
        open(tag, attributes)
        self.text(text)
        close(tag)
    }

    package mutating func text(_ text: String) {
        output += HTMLText.escape(text)
    }

    /// Markup that is already safe (built here from constants, such as an icon's SVG).
    package mutating func raw(_ markup: String) {
        output += markup
    }

    package mutating func newline() {
        output += "\n"
    }
}
