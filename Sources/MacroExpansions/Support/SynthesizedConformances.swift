import SwiftSyntax

/// The conformances TCA 1.8's `@Reducer(state: .equatable, .sendable, action: .equatable)` asks
/// for on an enum reducer's generated `State` and `Action`, as protocol names in written order.
struct SynthesizedConformances {
    var state: [String] = []
    var action: [String] = []

    /// Reads the attribute's arguments: each labelled `state:` or `action:`, or following one
    /// (a variadic list), naming a conformance as a member (`.equatable`). Unknown names are
    /// left to the compiler, which checks the arguments against the macro's declaration.
    init(_ attribute: AttributeSyntax) {
        guard case .argumentList(let arguments)? = attribute.arguments else { return }
        var target: WritableKeyPath<Self, [String]>?
        for argument in arguments {
            switch argument.label?.text {
            case "state": target = \.state
            case "action": target = \.action
            case nil: break
            default: target = nil
            }
            guard let target, let member = argument.expression.as(MemberAccessExprSyntax.self),
                  let name = Self.protocols[member.declName.baseName.text] else { continue }
            if !self[keyPath: target].contains(name) { self[keyPath: target].append(name) }
        }
    }

    private static let protocols = [
        "codable": "Codable", "decodable": "Decodable", "encodable": "Encodable",
        "equatable": "Equatable", "hashable": "Hashable", "sendable": "Sendable",
    ]
}
