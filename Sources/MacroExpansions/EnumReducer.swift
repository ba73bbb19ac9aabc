import SwiftSyntax

/// `@Reducer enum Destination { case add(AddFeature) … }`: one feature per case, as a navigation
/// destination or a stack's screens are. Adds the `State` and `Action` enums (a case per feature
/// holding its state and its actions), their case paths, and a static `body` that scopes each
/// feature to its case.
///
/// A case's payload decides what it adds:
/// - a feature (`case add(AddFeature)`): `State.add(AddFeature.State)`, `Action.add(AddFeature.Action)`
///   and a `Scope` running `AddFeature()` while the state is that case;
/// - `AlertState<A>` or `ConfirmationDialogState<A>`: the state as it is and `Action.alert(A)`, with
///   no reducer (a presentation clears such state after any of its actions); a case marked
///   `@ReducerCaseEphemeral` holding another type `T` the same, with `Action.name(T.Action)`;
/// - nothing (`case empty`), several values (`case meeting(Meeting, syncUp: SyncUp)`), one value
///   that names no type (`case ids([Int])`), or a case marked `@ReducerCaseIgnored`: a `State`
///   case with the same payload, and no action.
///
/// An enum may declare its own `State`, `Action` or `body`; the macro then adds only the rest. An
/// ignored case whose name is also a case of a declared `Action` (`@ReducerCaseIgnored case
/// alert(AlertState<Alert>)` beside `enum Action { case alert(Alert) }`) is scoped in views as an
/// ephemeral one is, to a store of its state and that action.
struct EnumReducer {
    let declaration: EnumDeclSyntax
    let conformances: SynthesizedConformances

    init(_ declaration: EnumDeclSyntax, attribute: AttributeSyntax) {
        self.declaration = declaration
        self.conformances = SynthesizedConformances(attribute)
    }

    /// `first`, then those of `second` not in it.
    private static func merged(_ first: [String], _ second: [String]) -> [String] {
        first + second.filter { !first.contains($0) }
    }

    /// How one case of the enum takes part in the reducer.
    enum Role {
        /// A reducer type: its state, its actions, a scope.
        case feature(type: String)
        /// State with no reducer whose actions are the generic argument (`AlertState<A>`).
        case ephemeral(state: String, action: String)
        /// State kept as written, with no actions.
        case stateOnly(payload: String)
    }

    struct Member {
        let name: String
        let role: Role
    }

    func members() -> [DeclSyntax] {
        let declared = declaredMembers()
        let cases = classifiedCases(declaredActions: declared.actionCases)
        let access = declaration.accessPrefix
        // A public enum's nested types get no implicit `Sendable`, which `Reducer` requires of
        // actions; an internal one's is inferred. `State` gets what is written, as in TCA, and
        // an unchecked `Sendable`, as a struct feature's state does (`_SendableState`): the
        // runtime's stores hold state across their queues and confine it themselves, so a case
        // whose feature keeps state that is not `Sendable` still compiles.
        let implicit = access.isEmpty ? [] : ["Sendable"]
        let sendableState = conformances.state.contains("Sendable") ? [] : ["@unchecked Sendable"]
        let stateConformances = (["UIStateTCA.CaseReducerState"] + conformances.state + sendableState)
            .joined(separator: ", ")
        let actionConformances = Self.merged(implicit, conformances.action)
        let actionInheritance = actionConformances.isEmpty ? "" : ": " + actionConformances.joined(separator: ", ")
        let stateCases = cases.map { member -> String in
            switch member.role {
            case .feature(let type): "case \(member.name)(\(type).State)"
            case .ephemeral(let state, _): "case \(member.name)(\(state))"
            case .stateOnly(let payload): "case \(member.name)\(payload)"
            }
        }
        let actionCases = cases.compactMap { member -> String? in
            switch member.role {
            case .feature(let type): "case \(member.name)(\(type).Action)"
            case .ephemeral(_, let action): "case \(member.name)(\(action))"
            case .stateOnly: nil
            }
        }
        let scopes = cases.compactMap { member -> String? in
            guard case .feature(let type) = member.role else { return nil }
            return "UIStateTCA.Scope(state: \\State.Cases.\(member.name), action: \\Action.Cases.\(member.name)) {\n\(type)()\n}"
        }
        let name = declaration.name.text
        let caseScope = CaseScopeMembers(cases: cases, shapes: declaration.caseShapes, access: access)
        var generated: [DeclSyntax] = []
        if !declared.state {
            generated.append("""
                @CasePathable
                @dynamicMemberLookup
                @ObservableState
                \(raw: access)enum State: \(raw: stateConformances) {
                \(raw: access)typealias StateReducer = \(raw: name)
                \(raw: stateCases.joined(separator: "\n"))
                }
                """)
        }
        if declared.actionCases == nil {
            generated.append("""
                @CasePathable
                \(raw: access)enum Action\(raw: actionInheritance) {
                \(raw: actionCases.joined(separator: "\n"))
                }
                """)
        }
        if !declared.body {
            generated.append("""
                @UIStateTCA.ReducerBuilder<State, Action>
                \(raw: access)static var body: some UIStateTCA.Reducer<State, Action> {
                \(raw: scopes.joined(separator: "\n"))
                }
                """)
        }
        return generated + [caseScope.enumeration, caseScope.scopeFunction]
    }

    /// What the enum writes itself of what the macro would add: its own `State`, its own
    /// `Action` (with the name and payload of each of its cases), its own `body`.
    private struct DeclaredMembers {
        var state = false
        var actionCases: [String: String]?
        var body = false
    }

    private func declaredMembers() -> DeclaredMembers {
        var declared = DeclaredMembers()
        for member in declaration.memberBlock.members {
            let decl = member.decl
            if let variable = decl.as(VariableDeclSyntax.self),
               variable.bindings.contains(where: { $0.pattern.trimmedDescription == "body" }) {
                declared.body = true
                continue
            }
            let name = decl.as(StructDeclSyntax.self)?.name ?? decl.as(EnumDeclSyntax.self)?.name
                ?? decl.as(ClassDeclSyntax.self)?.name ?? decl.as(TypeAliasDeclSyntax.self)?.name
            switch name?.text {
            case "State": declared.state = true
            case "Action": declared.actionCases = Self.singleValueCases(of: decl.as(EnumDeclSyntax.self))
            default: break
            }
        }
        return declared
    }

    /// The cases of `enumeration` that hold one value, by name, with that value's type.
    private static func singleValueCases(of enumeration: EnumDeclSyntax?) -> [String: String] {
        var cases: [String: String] = [:]
        for item in enumeration?.memberBlock.members ?? [] {
            for element in item.decl.as(EnumCaseDeclSyntax.self)?.elements ?? [] {
                guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
                      let parameter = parameters.first else { continue }
                cases[element.name.text] = parameter.type.trimmedDescription
            }
        }
        return cases
    }

    /// Every case with its role; a case that fits none is diagnosed and left out.
    func classifiedCases(declaredActions: [String: String]? = nil) -> [Member] {
        declaration.memberBlock.members.flatMap { item -> [Member] in
            guard let caseDeclaration = item.decl.as(EnumCaseDeclSyntax.self) else { return [] }
            let ignored = caseDeclaration.hasAttribute(named: "ReducerCaseIgnored")
            let ephemeral = caseDeclaration.hasAttribute(named: "ReducerCaseEphemeral")
            return caseDeclaration.elements.map { element in
                let declaredAction = declaredActions?[element.name.text]
                return Member(
                    name: element.name.text,
                    role: role(of: element, ignored: ignored, ephemeral: ephemeral, declaredAction: declaredAction)
                )
            }
        }
    }

    private func role(
        of element: EnumCaseElementSyntax, ignored: Bool, ephemeral: Bool, declaredAction: String?
    ) -> Role {
        let stateOnly = Role.stateOnly(payload: element.parameterClause?.trimmedDescription ?? "")
        guard let parameters = element.parameterClause?.parameters, parameters.count == 1,
              let parameter = parameters.first else { return stateOnly }
        if ignored {
            guard let declaredAction else { return stateOnly }
            return .ephemeral(state: parameter.type.trimmedDescription, action: declaredAction)
        }
        if let (state, action) = Self.ephemeralState(parameter.type) {
            return .ephemeral(state: state, action: action)
        }
        // Only a named type can be a feature: `case ids([Int])` keeps its value as state.
        guard parameter.type.is(IdentifierTypeSyntax.self) || parameter.type.is(MemberTypeSyntax.self) else {
            return stateOnly
        }
        if ephemeral {
            let state = parameter.type.trimmedDescription
            return .ephemeral(state: state, action: "\(state).Action")
        }
        return .feature(type: parameter.type.trimmedDescription)
    }

    /// `AlertState<A>` or `ConfirmationDialogState<A>` (bare or module-qualified) with its action
    /// type `A`.
    static func ephemeralState(_ type: TypeSyntax) -> (state: String, action: String)? {
        let name: String
        let arguments: GenericArgumentClauseSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
            arguments = identifier.genericArgumentClause
        } else if let member = type.as(MemberTypeSyntax.self) {
            name = member.name.text
            arguments = member.genericArgumentClause
        } else {
            return nil
        }
        guard name == "AlertState" || name == "ConfirmationDialogState",
              let arguments, arguments.arguments.count == 1, let argument = arguments.arguments.first else { return nil }
        return (type.trimmedDescription, argument.argument.trimmedDescription)
    }
}
