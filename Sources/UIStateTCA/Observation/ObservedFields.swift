@_spi(Reflection) import Swift
import Synchronization

// MARK: - ObservedFields

/// The stored fields of an `ObservableState` by name, for the binding actions a view sends with
/// `$store.name`: TCA 1.7 binds any field of such a state (`.set(\.name, value)`), not only
/// `@BindingState` ones.
///
/// A key path to a stored property, `\.name`, equals the one the standard library's field
/// metadata gives for that field (`_forEachFieldWithKeyPath`), so its name is found by
/// comparison, with no value of the state needed; decoding looks the name up the same way.
enum ObservedFields {
    /// One stored field: its name as declared and the key path to it.
    struct Field {
        let name: String
        let keyPath: AnyKeyPath
    }

    /// The stored fields of `Root`, in declaration order, without `@ObservableState`'s registrar.
    static func fields<Root>(of _: Root.Type) -> [Field] {
        let key = ObjectIdentifier(Root.self)
        if let known = cache.withLock({ $0[key] }) { return known.value }
        var fields: [Field] = []
        _ = _forEachFieldWithKeyPath(of: Root.self, options: skippingUnsupportedFields) { label, keyPath in
            let name = String(cString: label)
            if name != "_$observationRegistrar" { fields.append(Field(name: name, keyPath: keyPath)) }
            return true
        }
        cache.withLock { $0[key] = Unchecked(fields) }
        return fields
    }

    /// The name of the stored field `keyPath` reaches, or `nil` for a computed or nested path.
    static func name<Root>(of keyPath: PartialKeyPath<Root>) -> String? {
        fields(of: Root.self).first { $0.keyPath == keyPath }?.name
    }

    /// The binding action a wire form names, when `Root` is an observable state with a stored
    /// field `name`; `nil` otherwise (the `@BindingState` fields are looked up then).
    static func bindingAction<Root>(
        setting name: String,
        from container: KeyedDecodingContainer<BindingActionCodingKey>
    ) throws -> BindingAction<Root>? {
        guard Root.self is any ObservableState.Type,
              let field = fields(of: Root.self).first(where: { $0.name == name }) else { return nil }
        guard let valueType = type(of: field.keyPath).valueType as? any (Decodable & Equatable).Type else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container,
                debugDescription: "the value of field \"\(name)\" of \(BindingFields.typeName(of: Root.self)) is not Decodable and Equatable"
            )
        }
        return try decode(valueType, setting: field, from: container)
    }

    private static func decode<Root, Value: Decodable & Equatable>(
        _: Value.Type,
        setting field: Field,
        from container: KeyedDecodingContainer<BindingActionCodingKey>
    ) throws -> BindingAction<Root> {
        let value = try container.decode(Value.self, forKey: .value)
        if let keyPath = field.keyPath as? WritableKeyPath<Root, Value> {
            return BindingAction(observedKeyPath: keyPath, value: value, decodedName: field.name)
        }
        let description = "field \"\(field.name)\" of \(BindingFields.typeName(of: Root.self)) is a constant, which no binding sets"
        throw DecodingError.dataCorruptedError(forKey: .set, in: container, debugDescription: description)
    }

    /// `_EachFieldOptions.ignoreUnknown`, as `BindingFields` uses it.
    private static let skippingUnsupportedFields = _EachFieldOptions(rawValue: 1 << 1)
    private static let cache = Mutex<[ObjectIdentifier: Unchecked<[Field]>]>([:])
}
