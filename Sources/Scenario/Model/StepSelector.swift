package import Components
package import JSON

/// What a `tap`, `input`, `appear` or `focus` step picks its node by: a selector written out
/// (`{"id": "save"}`), or a bare string (`tap: 친구`), which means what bare words mean to
/// `uistate record` (see `resolve(count:)`), so a line typed there and a step written by hand
/// agree.
package enum StepSelector: Sendable, Hashable {
    case selector(Selector)
    case shorthand(String)

    /// `{"id": id}`, the selector recordings and generated scenarios use most.
    package static func id(_ id: String) -> StepSelector { .selector(.id(id)) }

    /// As a file writes it: the selector's members, or the string.
    package var json: JSONValue {
        switch self {
        case .selector(let selector): selector.json
        case .shorthand(let words): .string(words)
        }
    }

    /// The criteria a shorthand tries, in order: its text, its accessibility label, its id.
    package static func candidates(for words: String) -> [Selector] {
        [.text(words), .label(words), .id(words)]
    }

    /// The selector to send. A shorthand becomes the first of its candidates that picks any node
    /// (`count` says how many a selector picks), so two nodes with that text are as ambiguous as
    /// `{"text": …}` is, and a text wins over a label that is also an id. When none picks a node
    /// it is the text selector, and the interaction fails as a text that matches nothing does,
    /// listing the nodes nearby. Runs on the caller's actor, so `count` may use its state.
    package func resolve<Failure: Error>(
        isolation: isolated (any Actor)? = #isolation,
        count: (Selector) async throws(Failure) -> Int
    ) async throws(Failure) -> Selector {
        switch self {
        case .selector(let selector):
            return selector
        case .shorthand(let words):
            for candidate in Self.candidates(for: words) {
                if try await count(candidate) > 0 { return candidate }
            }
            return .text(words)
        }
    }
}
