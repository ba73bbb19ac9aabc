// MARK: - Case key paths through the runtime's action wrappers

// `IdentifiedAction`, `PresentationAction` and `StackAction` live in the runtime, which has no
// macros, so their case paths are written here, as `@CasePathable` would write them. With them a
// case key path reaches into a row, a presented feature or a screen:
// `\.todos[id: 1].toggleTapped`, `\.destination.presented.add.save` (or `\.destination.add.save`),
// `\.path[id: 0].detail.delegate`.

extension IdentifiedAction: CasePathable {
    public struct AllCasePaths: Sendable {
        private let elements = ElementCase<IdentifiedAction, ID, Action>(
            embed: { .element(id: $0, action: $1) },
            extract: { root in
                guard case .element(let id, let action) = root else { return nil }
                return (id, action)
            }
        )

        /// Any element's action, with its id.
        public var element: AnyCasePath<IdentifiedAction, (id: ID, action: Action)> { elements.any }

        /// The action of the element whose id is `id`.
        public subscript(id id: ID) -> AnyCasePath<IdentifiedAction, Action> { elements.one(id: id) }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension PresentationAction: CasePathable {
    /// `presented` and `dismiss`, and the presented feature's cases directly: `\.destination.add`
    /// means `\.destination.presented.add`, as in TCA.
    @dynamicMemberLookup
    public struct AllCasePaths: Sendable {
        public var presented: AnyCasePath<PresentationAction, Action> { PresentationAction.presentedPath }

        public var dismiss: AnyCasePath<PresentationAction, Void> {
            AnyCasePath(
                embed: { .dismiss },
                extract: { root in
                    guard case .dismiss = root else { return nil }
                    return ()
                }
            )
        }

        /// A case of the presented feature's action, inside `presented`.
        public subscript<Member>(dynamicMember keyPath: CaseKeyPath<Action, Member>) -> AnyCasePath<PresentationAction, Member> {
            presented.appending(AnyCasePath(keyPath))
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

extension StackAction: CasePathable {
    public struct AllCasePaths: Sendable {
        private let elements = ElementCase<StackAction, StackElementID, Action>(
            embed: { .element(id: $0, action: $1) },
            extract: { root in
                guard case .element(let id, let action) = root else { return nil }
                return (id, action)
            }
        )

        /// Any screen's action, with its id.
        public var element: AnyCasePath<StackAction, (id: StackElementID, action: Action)> { elements.any }

        public var popFrom: AnyCasePath<StackAction, StackElementID> {
            AnyCasePath(
                embed: { .popFrom(id: $0) },
                extract: { root in
                    guard case .popFrom(let id) = root else { return nil }
                    return id
                }
            )
        }

        public var push: AnyCasePath<StackAction, (id: StackElementID, state: State)> {
            AnyCasePath(
                embed: { .push(id: $0.id, state: $0.state) },
                extract: { root in
                    guard case .push(let id, let state) = root else { return nil }
                    return (id, state)
                }
            )
        }

        /// The action of the screen whose id is `id`.
        public subscript(id id: StackElementID) -> AnyCasePath<StackAction, Action> { elements.one(id: id) }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

// MARK: - Elements addressed by id

/// The case paths of a wrapper whose `element(id:action:)` case carries one element's action:
/// any element's, or one id's.
private struct ElementCase<Root, ID: Hashable & Sendable, Action>: Sendable {
    let embed: @Sendable (ID, Action) -> Root
    let extract: @Sendable (Root) -> (ID, Action)?

    var any: AnyCasePath<Root, (id: ID, action: Action)> {
        let embed = embed, extract = extract
        return AnyCasePath(embed: { embed($0.id, $0.action) }, extract: { extract($0).map { (id: $0.0, action: $0.1) } })
    }

    func one(id: ID) -> AnyCasePath<Root, Action> {
        let embed = embed, extract = extract
        return AnyCasePath(
            embed: { embed(id, $0) },
            extract: { root in
                guard let (elementID, action) = extract(root), elementID == id else { return nil }
                return action
            }
        )
    }
}

// MARK: - `[id:]` along a case key path

extension Case {
    /// The element `id`'s action: `\.todos[id: 1]`.
    public subscript<ID, Action>(id id: ID) -> Case<Action> where Value == IdentifiedAction<ID, Action> {
        Case<Action>(fromRoot: fromRoot.appending(Value.allCasePaths[id: id]))
    }

    /// The screen `id`'s action: `\.path[id: 0]`.
    public subscript<State, Action>(id id: StackElementID) -> Case<Action> where Value == StackAction<State, Action> {
        Case<Action>(fromRoot: fromRoot.appending(Value.allCasePaths[id: id]))
    }
}
