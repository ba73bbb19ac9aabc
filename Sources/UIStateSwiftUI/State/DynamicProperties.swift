import Synchronization

/// A stored property of a view that the renderer updates before `body`, as SwiftUI's
/// `@State`, `@Environment`, `@FocusState`.
public protocol DynamicProperty {
    /// Called before the view's body is evaluated; the default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Where a dynamic property of one view lives: its key among the view storage's values, the
/// storage, and the environment the view renders in.
struct PropertyInstallation {
    let key: String
    let storage: ViewStateStorage?
    let environment: EnvironmentValues
}

/// A dynamic property the renderer attaches to its place before `body` (each holds a
/// reference, so the closures a body makes see the attached value at tap time too).
protocol InstallableProperty {
    func install(_ installation: PropertyInstallation)
}

enum DynamicProperties {
    /// Attaches the `@State`, `@Environment` … properties of `view` to `identity`'s place.
    static func install<Action>(in view: Any, identity: String, context: ViewContext<Action>) {
        let type = ObjectIdentifier(Swift.type(of: view))
        // Most views hold no dynamic property; reflecting them at every render costs more than
        // the rest of their render, so a type found without one is not reflected again.
        if typesWithout.withLock({ $0.contains(type) }) { return }
        let mirror = Mirror(reflecting: view)
        var found = false
        for child in mirror.children {
            guard let property = child.value as? any InstallableProperty else { continue }
            found = true
            let label = child.label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "?"
            property.install(PropertyInstallation(
                key: identity + "." + label, storage: context.storage, environment: context.environment))
        }
        // An enum's children are its current case's payload, which another value may not share.
        if !found, mirror.displayStyle != .enum { _ = typesWithout.withLock { $0.insert(type) } }
    }

    /// View types (structs and classes) whose stored properties include no dynamic property: a
    /// type's stored properties are the same for every value, so one look decides.
    private static let typesWithout = Mutex<Set<ObjectIdentifier>>([])
}
