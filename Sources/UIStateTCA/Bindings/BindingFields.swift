@_spi(Reflection) import Swift
import Synchronization

// MARK: - BindingFields

/// The `@BindingState` fields of a state type by name, and the name of the field a key path such
/// as `\.$name` sets: what a binding action's wire form needs in both directions.
///
/// - By name (decoding): the fields come from the type's own field metadata (the standard
///   library's `_forEachFieldWithKeyPath`), each field `_name` of type `BindingState<Value>`
///   with a writable key path to that storage. No value of the state is needed, so a name that
///   is no binding field is refused as the action is decoded.
/// - From a key path (encoding, and comparing a decoded action with one written in code):
///   `\.$name` is a computed property, and Swift prints or compares it by nothing that names
///   the field (its description is `\State.<computed 0x… (BindingState<String>)>`). So the key
///   path writes a marked `BindingState` into a copy of a state value, and the field whose
///   storage holds the mark is the one. The value is one a `BindingReducer` saw (remembered per
///   type, the first only), else one decoded from nothing by `BindingProbeDecoder` (every
///   number zero, string empty, optional `nil`, collection empty). A state that neither gives
///   leaves the name unknown: encoding such an action fails, naming the key path.
///
/// Only fields of the state itself are binding fields (`\.$name`, not `\.child.$name` or
/// `\.$settings.isOn`); a child's bindings travel in the child's own `BindingAction`.
enum BindingFields {
    /// The binding fields of `Root`, in declaration order.
    static func fields<Root>(of _: Root.Type) -> [BindingField<Root>] {
        let key = ObjectIdentifier(Root.self)
        if let known = indexes.withLock({ $0[key] }), let fields = known.value as? [BindingField<Root>] {
            return fields
        }
        var fields: [BindingField<Root>] = []
        _ = _forEachFieldWithKeyPath(of: Root.self, options: skippingUnsupportedFields) { label, keyPath in
            let storageName = String(cString: label)
            if storageName.hasPrefix("_"), type(of: keyPath).valueType is any BindingStateStorage.Type {
                fields.append(BindingField(name: String(storageName.dropFirst()), storage: keyPath))
            }
            return true
        }
        indexes.withLock { $0[key] = Unchecked<Any>(fields) }
        return fields
    }

    /// The names of all stored fields of `Root`, for the error that names a field which is not a
    /// binding field.
    static func storedFieldNames<Root>(of _: Root.Type) -> [String] {
        var names: [String] = []
        _ = _forEachFieldWithKeyPath(of: Root.self, options: skippingUnsupportedFields) { label, _ in
            names.append(String(cString: label))
            return true
        }
        return names
    }

    /// The name of the binding field `keyPath` sets, or `nil` when it cannot be found.
    static func name<Root, Value>(of keyPath: WritableKeyPath<Root, BindingState<Value>>) -> String? {
        let key = Unchecked<AnyKeyPath>(keyPath)
        if let known = names.withLock({ $0[key] }) { return known }
        guard let sample = sample(of: Root.self), let name = name(of: keyPath, in: sample) else { return nil }
        names.withLock { $0[key] = name }
        return name
    }

    /// Remembers `state` as the value of its type that key paths are resolved against, unless
    /// one is remembered already. Each `BindingReducer` calls it with the first state it sees, so
    /// a store's feature has one from its first action on; the one kept stays for the life of
    /// the process.
    static func remember<Root>(_ state: Root) {
        let key = ObjectIdentifier(Root.self)
        samples.withLock { samples in
            if samples.values[key] == nil { samples.values[key] = Unchecked<Any>(state) }
        }
    }

    /// `Root`'s name as its author writes it, `Settings.State`: without the module, and without
    /// the `(unknown context at $…)` Swift prints for a private type.
    static func typeName<Root>(of _: Root.Type) -> String {
        String(reflecting: Root.self)
            .split(separator: ".")
            .dropFirst()
            .filter { !$0.hasPrefix("(unknown context") }
            .joined(separator: ".")
    }

    // MARK: - Resolving

    /// The binding field of `sample` that `keyPath` writes: the only one holding the mark after
    /// `keyPath` wrote a marked copy of its own value.
    private static func name<Root, Value>(of keyPath: WritableKeyPath<Root, BindingState<Value>>, in sample: Root) -> String? {
        var marked = sample
        marked[keyPath: keyPath].isMarked = true
        let hits = fields(of: Root.self).filter { field in
            (marked[keyPath: field.storage] as? BindingState<Value>)?.isMarked == true
        }
        return hits.count == 1 ? hits[0].name : nil
    }

    /// A value of `Root`: the remembered one, else one decoded by the probe (then remembered).
    /// A type the probe cannot build is not probed again.
    private static func sample<Root>(of _: Root.Type) -> Root? {
        let key = ObjectIdentifier(Root.self)
        let (known, unprobeable) = samples.withLock { ($0.values[key], $0.unprobeable.contains(key)) }
        if let known = known?.value as? Root { return known }
        guard !unprobeable else { return nil }
        guard let probed = BindingProbeDecoder.value(of: Root.self) else {
            samples.withLock { _ = $0.unprobeable.insert(key) }
            return nil
        }
        remember(probed)
        return probed
    }

    // MARK: - Caches

    /// `_EachFieldOptions.ignoreUnknown` (a `static var` Swift 6 refuses to read): list the
    /// fields after a weak reference or a closure too, instead of stopping there.
    private static let skippingUnsupportedFields = _EachFieldOptions(rawValue: 1 << 1)

    private static let indexes = Mutex<[ObjectIdentifier: Unchecked<Any>]>([:])
    private static let samples = Mutex(Samples())
    private static let names = Mutex<[Unchecked<AnyKeyPath>: String]>([:])
}

/// The state values key paths are resolved against, one per type, and the types the probe
/// could not build.
private struct Samples: Sendable {
    var values: [ObjectIdentifier: Unchecked<Any>] = [:]
    var unprobeable: Set<ObjectIdentifier> = []
}

// MARK: - BindingField

/// One `@BindingState` field: its name (the property's, without `_`) and its storage.
struct BindingField<Root> {
    let name: String
    /// The writable key path to the wrapper's storage, `\Root._name`.
    let storage: PartialKeyPath<Root>

    /// The storage's type, `BindingState<Value>`.
    var storageType: Any.Type { type(of: storage).valueType }
}

/// What every `BindingState` is, whatever its value: how a field's type is told a binding field.
protocol BindingStateStorage {}

extension BindingState: BindingStateStorage {}

// MARK: - Unchecked

/// A value kept in a cache shared by all threads.
///
/// @unchecked: the caches hold key paths (immutable once made), field lists of them, and a
/// state value that is only ever copied out; Swift cannot check `Any` or `AnyKeyPath`.
struct Unchecked<Value>: @unchecked Sendable {
    let value: Value

    init(_ value: Value) {
        self.value = value
    }
}

extension Unchecked: Equatable where Value: Equatable {}
extension Unchecked: Hashable where Value: Hashable {}
