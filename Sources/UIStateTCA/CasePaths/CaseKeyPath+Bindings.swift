// MARK: - Case key paths to binding fields

extension BindingAction: CasePathable {
    /// One case path per binding field, by the field's key path: `\.binding.$name` reaches the
    /// action setting `name`, so a test sends `store.send(\.binding.$name, "Blob")`.
    @dynamicMemberLookup
    public struct AllCasePaths: Sendable {
        /// The action setting the `@BindingState` field `keyPath`, carrying its new value.
        public subscript<Value: Equatable & Sendable>(
            dynamicMember keyPath: WritableKeyPath<Root, BindingState<Value>>
        ) -> AnyCasePath<BindingAction, Value> {
            let field = BindingFieldPath(keyPath: keyPath)
            return AnyCasePath(
                embed: { .set(field.keyPath, $0) },
                extract: { action in
                    guard field.keyPath ~= action else { return nil }
                    return action.value as? Value
                }
            )
        }

        /// The action setting the stored field `keyPath` of an `@ObservableState`, which binds
        /// any field: `\.binding.name`. Disfavoured, so that `\.binding.$name` names the
        /// `@BindingState` field rather than its wrapper.
        @_disfavoredOverload
        public subscript<Value: Equatable & Sendable>(
            dynamicMember keyPath: WritableKeyPath<Root, Value>
        ) -> AnyCasePath<BindingAction, Value> where Root: ObservableState {
            ObservedFieldPath(keyPath: keyPath).casePath
        }
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A binding field's key path, shared with the case path's closures.
///
/// @unchecked: a key path is immutable once made (`WritableKeyPath` is not annotated Sendable).
private struct BindingFieldPath<Root, Value>: @unchecked Sendable {
    let keyPath: WritableKeyPath<Root, BindingState<Value>>
}

/// An observable state's field key path, shared with the case path's closures.
///
/// @unchecked: as `BindingFieldPath`.
private struct ObservedFieldPath<Root, Value: Equatable & Sendable>: @unchecked Sendable {
    let keyPath: WritableKeyPath<Root, Value>

    /// The case path of the action setting this field. Built here, with no `ObservableState`
    /// requirement in scope for its sendable closures to capture, as `.set(\.name, v)` and
    /// `case .binding(\.name)` build and match it.
    var casePath: AnyCasePath<BindingAction<Root>, Value> {
        AnyCasePath(
            embed: { [self] in BindingAction(observedKeyPath: keyPath, value: $0, decodedName: nil) },
            extract: { [self] action in
                guard matches(action) else { return nil }
                return action.value as? Value
            }
        )
    }

    /// Whether `action` sets this field: by its key path, or by name when it came from the wire.
    func matches(_ action: BindingAction<Root>) -> Bool {
        if action.keyPath == keyPath { return true }
        guard let name = action.decodedName else { return false }
        return ObservedFields.name(of: keyPath) == name
    }
}
