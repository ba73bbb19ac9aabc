import SwiftSyntax

/// What an `@Reducer` enum adds for a view to switch on its store, `switch store.case { … }`:
/// the `CaseScope` enum, a case per case of the reducer holding what a view of it needs, and
/// `static func scope(_:)` building it from a store. `CaseScope` is `@CasePathable` so that a
/// binding to an optional store of the enum reaches one case by name:
/// `.sheet(item: $store.scope(\.$destination, action: \.destination).add)`.
///
/// A feature's case holds a store of that feature, scoped to the case; an alert's or a dialog's
/// a store of its state and button actions (what `.alert(_:)` takes, as in TCA), and a
/// state-only case its payload as written.
struct CaseScopeMembers {
    let cases: [EnumReducer.Member]
    let shapes: [EnumCaseShape]
    let access: String

    var enumeration: DeclSyntax {
        let members = cases.map { member -> String in
            switch member.role {
            case .feature(let type): "case \(member.name)(UIStateTCA.StoreOf<\(type)>)"
            case .ephemeral(let state, let action): "case \(member.name)(UIStateTCA.Store<\(state), \(action)>)"
            case .stateOnly(let payload): "case \(member.name)\(payload)"
            }
        }
        return """
            @CasePathable
            \(raw: access)enum CaseScope {
            \(raw: members.joined(separator: "\n"))
            }
            """
    }

    var scopeFunction: DeclSyntax {
        let branches = cases.compactMap { member -> String? in
            guard let shape = shapes.first(where: { $0.name == member.name }) else { return nil }
            switch member.role {
            case .feature, .ephemeral:
                return """
                    case .\(shape.escapedName)(let v0):
                    return .\(shape.escapedName)(store._caseScope(state: \\.\(shape.escapedName), action: \\.\(shape.escapedName), showing: v0))
                    """
            case .stateOnly:
                return """
                    case \(shape.bindingPattern):
                    return \(shape.reboundExpression)
                    """
            }
        }
        return """
            \(raw: access)static func scope(_ store: UIStateTCA.Store<State, Action>) -> CaseScope {
            switch store.withState(\\.self) {
            \(raw: branches.joined(separator: "\n"))
            }
            }
            """
    }
}
