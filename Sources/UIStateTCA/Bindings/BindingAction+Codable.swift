// MARK: - The wire form of a binding action

/// A binding action travels as the field it sets and the new value:
///
/// ```json
/// {"binding": {"set": "name", "value": "Blob"}}
/// ```
///
/// (`"binding"` is the feature's action case, `BindableAction`'s `case binding(…)`; this type
/// writes the object inside it.) `"set"` is the property's name as declared, without `_` or
/// `$`: `@BindingState var name` is `"name"`, whatever the state's coding keys call it.
/// `"value"` is the new value in its own `Codable` form, the same as the field has in the state.
///
/// Decoding needs no value of the state: the name is looked up among the state's
/// `@BindingState` fields (see `BindingFields`), and a name that is not one of them is a
/// decoding error at `"set"` that lists them, as is a value of the wrong type at `"value"`.
/// Encoding needs the name of the field `\.$name` reaches, which Swift does not say; see
/// `BindingFields` for how it is found, and when it cannot be (the encoding error names the key
/// path).
extension BindingAction: Encodable where Root: Encodable {
    public func encode(to encoder: any Encoder) throws {
        let rootName = BindingFields.typeName(of: Root.self)
        guard let name = fieldName else {
            throw EncodingError.invalidValue(self, EncodingError.Context(
                codingPath: encoder.codingPath,
                debugDescription: "cannot name the field \(keyPath) sets: it is no @BindingState field of \(rootName) itself, "
                    + "or no value of \(rootName) was at hand to find it in (one is once a BindingReducer has run on one, "
                    + "or when \(rootName) decodes from empty values)"
            ))
        }
        guard let value = value as? any Encodable else {
            throw EncodingError.invalidValue(value, EncodingError.Context(
                codingPath: encoder.codingPath + [BindingActionCodingKey.value],
                debugDescription: "the value of binding field \"\(name)\" (\(type(of: value))) is not Encodable"
            ))
        }
        var container = encoder.container(keyedBy: BindingActionCodingKey.self)
        try container.encode(name, forKey: .set)
        try container.encode(value, forKey: .value)
    }
}

extension BindingAction: Decodable where Root: Decodable {
    public init(from decoder: any Decoder) throws {
        let rootName = BindingFields.typeName(of: Root.self)
        let container = try decoder.container(keyedBy: BindingActionCodingKey.self)
        let name = try container.decode(String.self, forKey: .set)
        // An observable state binds any stored field by its name (see ObservedFields).
        if let observed: Self = try ObservedFields.bindingAction(setting: name, from: container) {
            self = observed
            return
        }
        guard let field = BindingFields.fields(of: Root.self).first(where: { $0.name == name }) else {
            throw DecodingError.dataCorruptedError(forKey: .set, in: container, debugDescription: Self.unknownField(name))
        }
        guard let storage = field.storageType as? any DecodableBindingStorage.Type else {
            throw DecodingError.dataCorruptedError(
                forKey: .value, in: container,
                debugDescription: "the value of binding field \"\(name)\" of \(rootName) is not Decodable and Equatable"
            )
        }
        self = try storage.bindingAction(setting: field, from: container)
    }

    /// Why `name` names no binding field, with the names that would.
    private static func unknownField(_ name: String) -> String {
        let rootName = BindingFields.typeName(of: Root.self)
        let bindingNames = BindingFields.fields(of: Root.self).map(\.name)
        let valid = bindingNames.isEmpty
            ? "\(rootName) has no @BindingState fields"
            : "its binding fields are " + bindingNames.map { "\"\($0)\"" }.joined(separator: ", ")
        if BindingFields.storedFieldNames(of: Root.self).contains(name) {
            return "\"\(name)\" is a field of \(rootName) but not a @BindingState one, so no binding action sets it; \(valid)"
        }
        return "\"\(name)\" is not a binding field of \(rootName); \(valid)"
    }
}

/// The keys of a binding action's wire form.
enum BindingActionCodingKey: String, CodingKey {
    case set
    case value
}

// MARK: - Decoding a field's value

/// A `BindingState` whose value can be decoded and compared: what a field needs for a binding
/// action to be decoded for it.
protocol DecodableBindingStorage {
    /// The action setting `field`, whose storage is of this type, to the value at `"value"`.
    static func bindingAction<Root>(
        setting field: BindingField<Root>,
        from container: KeyedDecodingContainer<BindingActionCodingKey>
    ) throws -> BindingAction<Root>
}

extension BindingState: DecodableBindingStorage where Value: Decodable & Equatable {
    static func bindingAction<Root>(
        setting field: BindingField<Root>,
        from container: KeyedDecodingContainer<BindingActionCodingKey>
    ) throws -> BindingAction<Root> {
        guard let storage = field.storage as? WritableKeyPath<Root, Self> else {
            throw DecodingError.dataCorruptedError(
                forKey: .set, in: container,
                debugDescription: "binding field \"\(field.name)\" of \(BindingFields.typeName(of: Root.self)) cannot be written"
            )
        }
        let value = try container.decode(Value.self, forKey: .value)
        return BindingAction(keyPath: storage, value: value, decodedName: field.name)
    }
}
