import Foundation
import JSON
public import FeatureKit
package import UIStateSwiftUI
import Synchronization
import Components

// MARK: - Previews as features

/// Serves SwiftUI previews as features: each `PreviewProvider` whose preview builds a store of a
/// TCA reducer becomes a feature named after the provider (`CounterView_Previews` →
/// `CounterView`), whose store is that reducer from the preview's initial state and whose
/// screen is the preview.
///
/// ```swift
/// UIStateServer.serve(features: [Counter.self] + Previews.features([CounterView_Previews.self]))
/// ```
///
/// `#Preview`s are found rather than listed (Swift cannot list them at compile time):
///
/// ```swift
/// UIStateServer.serve(features: [Counter.self] + Previews.declaredFeatures())
/// ```
///
/// A preview's actions are the reducer's: when the reducer is itself a ``HostedFeature`` its
/// sample actions name them, else the preview's action schema lists no cases (a client sends
/// actions by tapping). The reducer's state and actions need not be `Codable`: a preview of a
/// feature as TCA apps write it is rendered and tapped, its state shown as read from its fields,
/// and only JSON actions and states are refused. A preview that builds no store is served as
/// its screen alone: what its views keep themselves (a pushed `NavigationLink`, a `@State`)
/// changes, and it has no actions (`StorelessPreviewFeature`).
public enum Previews {
    public static func features(_ providers: [any PreviewProvider.Type]) -> [any PluginFeature.Type] {
        providers.map { feature(of: $0) }
    }

    /// The features of every `#Preview` in the program (its executable and the libraries it
    /// loaded), ordered by file and line; each is named as its `#Preview` names it, or after its
    /// file and line (`TodosView.swift:52`).
    public static func declaredFeatures() -> [any PluginFeature.Type] {
        features(DeclaredPreviews.all().map { $0 as any PreviewProvider.Type })
    }

    /// The feature of one preview: its store's reducer with the preview as its screen, or, when
    /// `previews` builds no store (an app's root view, a view with no feature), the preview's
    /// screen alone, with no state or actions of its own.
    public static func feature(of provider: any PreviewProvider.Type) -> any PluginFeature.Type {
        let capture = PreviewCapture(provider: provider)
        var dependencies = Dependencies.current
        dependencies.context = .preview
        // The shared values the preview declares before building its store are what that
        // store's keys start at (`@Shared(.syncUps) var syncUps = [.mock]`).
        dependencies.sharedDeclarations = capture.sharedDeclarations
        Dependencies.$current.withValue(dependencies) {
            PreviewCapture.$current.withValue(capture) { _ = evaluate(provider) }
        }
        if let feature = capture.feature { return feature }
        func screenAlone<P: PreviewProvider>(_: P.Type) -> any PluginFeature.Type { StorelessPreviewFeature<P>.self }
        return screenAlone(provider)
    }

    static func evaluate(_ provider: any PreviewProvider.Type) -> any View {
        func open<P: PreviewProvider>(_ provider: P.Type) -> any View { MainActorBodies.previews(of: provider) }
        return open(provider)
    }

    /// A schema no JSON passes (`not: {}`), saying why in its description.
    static func schemaNoJSONPasses(title: String, because reason: String) -> JSONValue {
        [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "title": .string(title),
            "description": .string(reason),
            "not": [:],
        ]
    }

    /// The name a provider's feature goes by: its type's name without `_Previews`, or what a
    /// `#Preview` is named.
    static func name(of provider: any PreviewProvider.Type) -> String {
        if let declared = provider as? any DeclaredPreview.Type { return declared.servedName }
        let full = String(describing: provider)
        return full.hasSuffix("_Previews") ? String(full.dropLast("_Previews".count)) : full
    }
}

/// While a preview is evaluated to learn its feature: the first store it builds is the one
/// served.
final class PreviewCapture: @unchecked Sendable {
    // Unchecked: used on one thread while `previews` is evaluated.
    @TaskLocal static var current: PreviewCapture?
    let provider: any PreviewProvider.Type
    let sharedDeclarations = SharedDeclarations()
    private(set) var feature: (any PluginFeature.Type)?

    init(provider: any PreviewProvider.Type) {
        self.provider = provider
    }

    func capture<R: Reducer>(reducer: R, initialState: R.State, prepareDependencies: ((inout DependencyValues) -> Void)?) {
        guard feature == nil else { return }
        func make<P: PreviewProvider>(_: P.Type) -> Any.Type { PreviewFeature<P, R>.self }
        let type = make(provider)
        guard let pluginType = type as? any PluginFeature.Type else { return }
        PreviewRegistry.register(
            PreviewRegistry.Entry(
                name: Previews.name(of: provider), reducer: reducer, initialState: initialState,
                prepareDependencies: prepareDependencies.map(UncheckedValue.init), sharedDeclarations: sharedDeclarations),
            for: type)
        feature = pluginType
    }
}

/// While a preview's screen renders for a host's state: the first store the preview builds
/// shows that state and records what its views send.
final class PreviewRendering: @unchecked Sendable {
    // Unchecked: used on one thread while the preview renders.
    @TaskLocal static var current: PreviewRendering?
    private let state: Any
    private var isClaimed = false

    init(state: Any) {
        self.state = state
    }

    /// The host's state, for the first store built; `nil` for later ones (they keep their own).
    func claimRoot<State>(as: State.Type) -> State? {
        guard !isClaimed, let state = state as? State else { return nil }
        isClaimed = true
        return state
    }
}

/// What each preview's feature type was captured with.
enum PreviewRegistry {
    struct Entry: @unchecked Sendable {
        // Unchecked: the reducer and state are values read on the store queue.
        let name: String
        let reducer: Any
        let initialState: Any
        let prepareDependencies: UncheckedValue<(inout DependencyValues) -> Void>?
        let sharedDeclarations: SharedDeclarations
    }

    private static let entries = Mutex<[ObjectIdentifier: Entry]>([:])

    static func register(_ entry: Entry, for type: Any.Type) {
        entries.withLock { $0[ObjectIdentifier(type)] = entry }
    }

    static func entry(for type: Any.Type) -> Entry? {
        entries.withLock { $0[ObjectIdentifier(type)] }
    }
}

/// A preview served as a feature: the reducer its preview's store was built with, from that
/// store's initial state, with the preview as its screen.
///
/// Its state and actions are the reducer's inside ``PreviewValue``, which encodes as the value
/// does: a feature's types must be `Sendable`, and a conformance found at run time (the
/// reducer is only known when the preview builds its store) cannot require that.
struct PreviewFeature<Provider: PreviewProvider, Base: Reducer>: Reducer, SendableMetatype {
    typealias State = PreviewValue<Base.State>
    typealias Action = PreviewValue<Base.Action>

    private let base: Base?

    init() {
        base = PreviewRegistry.entry(for: Self.self)?.reducer as? Base
    }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        guard let base else { return .none }
        return base.reduce(into: &state.value, action: action.value).map { PreviewValue($0) }
    }
}

extension PreviewFeature: PluginFeature {
    static var name: String { PreviewRegistry.entry(for: Self.self)?.name ?? String(describing: Provider.self) }

    /// Derived from the reducer's state when it is `Codable`; else a schema no JSON passes,
    /// saying why: such a state is shown (reflected from its fields) but never decoded.
    static var stateSchema: JSONValue {
        PreviewValue<Base.State>.isDecodable ? derivedStateSchema : notDecodable(Base.State.self, "\(name) state")
    }

    /// Derived from the reducer's actions when they are `Codable`; else a schema no JSON passes:
    /// the preview is driven through its view (`view/tap`, `view/input`).
    static var actionSchema: JSONValue {
        PreviewValue<Base.Action>.isDecodable ? derivedActionSchema : notDecodable(Base.Action.self, "\(name) action")
    }

    private static func notDecodable(_ type: Any.Type, _ title: String) -> JSONValue {
        Previews.schemaNoJSONPasses(
            title: title,
            because: "\(String(reflecting: type)) is not Codable: its values are shown as read from its fields, "
                + "and none is decoded from JSON (drive the preview through its view)")
    }

    static var initialState: State {
        // Registered before the type is handed out, so the entry is always there.
        guard let state = PreviewRegistry.entry(for: Self.self)?.initialState as? Base.State else {
            preconditionFailure("\(Self.self) was not registered")
        }
        return PreviewValue(state)
    }

    static var sampleActions: [Action] {
        let samples = (Base.self as? any PluginFeature.Type)?.sampleActionsErased as? [Base.Action]
        return (samples ?? []).map { PreviewValue($0) }
    }

    static func prepareDependencies(_ dependencies: inout Dependencies) {
        dependencies.prepareForPreview()
        let entry = PreviewRegistry.entry(for: Self.self)
        dependencies.sharedDeclarations = entry?.sharedDeclarations
        entry?.prepareDependencies?.value(&dependencies)
    }

    static func view(_ state: State) -> some Component<Action> {
        PreviewScreen<Provider, Action>(state: state.value)
    }
}

/// A preview's state or action: the reducer's value, encoded as it is.
///
/// A TCA feature's state and actions need not be `Codable` or (its actions) `Equatable`, and a
/// preview of one is still a screen to render and tap: a value that is not `Encodable` encodes
/// as its fields read with `Mirror` (`ReflectedWireForm`), one that is not `Decodable` refuses
/// to decode (so a client cannot send such a preview a JSON action or a JSON state), and one that
/// is not `Equatable` compares by that reflected form.
struct PreviewValue<Value>: @unchecked Sendable, RecordedActionWrapping {
    // Unchecked: the host keeps it on the store's queue, as it keeps every feature's state.
    var value: Value

    init(_ value: Value) {
        self.value = value
    }

    static func wrapping(_ recorded: Any) -> PreviewValue? {
        (recorded as? Value).map(PreviewValue.init)
    }

    /// Whether the value can be decoded from its wire form.
    static var isDecodable: Bool { Value.self is any Decodable.Type }
}

extension PreviewValue: Equatable {
    static func == (lhs: Self, rhs: Self) -> Bool {
        if let equatable = lhs.value as? any Equatable { return equatable.isEqual(to: rhs.value) }
        return ReflectedWireForm.json(of: lhs.value) == ReflectedWireForm.json(of: rhs.value)
    }
}

extension PreviewValue: Codable {
    // Through a single-value container, so the bridge sees the value itself (an enum's
    // wire form depends on its type's shape, not the wrapper's).
    init(from decoder: any Decoder) throws {
        func decode<Decoded: Decodable>(_: Decoded.Type) throws -> Value? {
            try decoder.singleValueContainer().decode(Decoded.self) as? Value
        }
        guard let decodable = Value.self as? any Decodable.Type, let value = try decode(decodable) else {
            throw DecodingError.typeMismatch(Value.self, DecodingError.Context(
                codingPath: decoder.codingPath,
                debugDescription: "\(String(reflecting: Value.self)) is not Decodable: this preview takes no JSON state or "
                    + "action; drive it through its view (view/tap, view/input)"))
        }
        self.value = value
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        if let encodable = value as? any Encodable {
            try container.encode(encodable)
        } else {
            try container.encode(ReflectedWireForm.json(of: value))
        }
    }
}

extension PluginFeature {
    /// `sampleActions` as `Any`, for a caller that holds the type as an existential.
    static var sampleActionsErased: Any { sampleActions }
}

/// A preview's screen for one state: the preview evaluated with its store reading that state.
struct PreviewScreen<Provider: PreviewProvider, Action>: Component {
    let state: Any

    func render(in context: RenderContext<Action>, into sink: inout NodeSink<Action>) {
        let storage = Dependencies.current.viewStateStorage
        PreviewRendering.$current.withValue(PreviewRendering(state: state)) {
            ViewComponent<Action>(MainActorBodies.previews(of: Provider.self), storage: storage).render(in: context, into: &sink)
        }
    }
}
