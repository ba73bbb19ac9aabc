// MARK: - `\.destination.add` as a presentation of one case

extension Case {
    /// One case of a presented destination, still as a presentation: `\.destination.add` as a
    /// case key path to `PresentationAction<Add.Action>`, whose `.presented(a)` is
    /// `.destination(.presented(.add(a)))` and whose `.dismiss` is `.destination(.dismiss)`. What
    /// `$store.scope(state: \.destination?.add, action: \.destination.add)` needs to dismiss.
    ///
    /// Disfavoured: where a case key path to the case's own action fits too (`\.destination.add`
    /// through `.presented`), that one is meant.
    @_disfavoredOverload
    public subscript<Element: CasePathable & Sendable, Member: Sendable>(
        dynamicMember keyPath: KeyPath<Element.AllCasePaths, AnyCasePath<Element, Member>>
    ) -> Case<PresentationAction<Member>> where Value == PresentationAction<Element> {
        let member = Element.allCasePaths[keyPath: keyPath]
        let presentation = AnyCasePath<PresentationAction<Element>, PresentationAction<Member>>(
            embed: { action in
                switch action {
                case .presented(let value): .presented(member.embed(value))
                case .dismiss: .dismiss
                }
            },
            extract: { action in
                switch action {
                case .presented(let element): member.extract(from: element).map { .presented($0) }
                case .dismiss: .dismiss
                }
            })
        return Case<PresentationAction<Member>>(fromRoot: fromRoot.appending(presentation))
    }
}
