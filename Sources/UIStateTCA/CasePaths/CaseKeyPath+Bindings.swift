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
    }

    public static var allCasePaths: AllCasePaths { AllCasePaths() }
}

/// A binding field's key path, shared with the case path's closures.
///
/// @unchecked: a key path is immutable once made (`WritableKeyPath` is not annotated Sendable).
private struct BindingFieldPath<Root, Value>: @unchecked Sendable {
    let keyPath: WritableKeyPath<Root, BindingState<Value>>
}
