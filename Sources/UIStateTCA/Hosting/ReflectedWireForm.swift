import Foundation
import JSON
import UIStateTesting

// MARK: - ReflectedWireForm

/// The wire form of a value that is not `Encodable`, read off its fields with `Mirror` in the
/// shape the Codable bridge gives an `Encodable` value of the same shape: a struct an object of
/// its fields, a case without a payload its name, a case with one value `{"case": value}`, with
/// labelled values `{"case": {"label": …}}`, with several unlabelled values `{"case": […]}`, an
/// optional its value or `null`, collections arrays, dictionaries objects.
///
/// A TCA app's feature state and actions are rarely `Codable` (TCA never asks for it), and a
/// `#Preview` of such a feature is still a screen to render and tap. Its state and its actions
/// are shown in this form (`store/state`, history, what a tap sends); nothing decodes it, so a
/// client drives such a feature through its view, not with JSON actions.
///
/// Every `Encodable` part is encoded by the bridge as it is (a `@Shared` value, a `UUID`, an
/// `AlertState`), so the form differs from a `Codable` one only where Swift would have
/// synthesised the coding. Property wrappers' storage (`_name`) shows under the property's name,
/// as synthesised coding names it; the observation registrar `@ObservableState` adds is left out.
enum ReflectedWireForm {
    /// How deep nesting goes before a value is shown as its description: a guard against a
    /// reference cycle, far deeper than any feature's state.
    static let maximumDepth = 64

    /// `value`'s wire form: the bridge's for an `Encodable` value, else its reflected fields.
    static func json(of value: Any) -> JSONValue {
        json(of: value, depth: 0)
    }

    private static func json(of value: Any, depth: Int) -> JSONValue {
        guard depth < maximumDepth else { return .string(String(describing: value)) }
        let mirror = Mirror(reflecting: value)
        // Before `Encodable`: an `Optional` boxed in `Any` is `Encodable` only when its wrapped
        // type is, and unwrapping it first sends the wrapped value down the same path.
        if mirror.displayStyle == .optional {
            guard let wrapped = mirror.children.first?.value else { return .null }
            return json(of: wrapped, depth: depth + 1)
        }
        if let encodable = value as? any Encodable, let encoded = try? JSONValueEncoder().encode(encodable) {
            return encoded
        }
        if let standIn = value as? any WireFormStandIn {
            return json(of: standIn.wireFormStandIn, depth: depth + 1)
        }
        if let standIn = value as? any TestDumpable {
            return json(of: standIn.testDumpValue, depth: depth + 1)
        }
        switch mirror.displayStyle {
        case .enum:
            return enumCase(value, mirror: mirror, depth: depth)
        case .tuple:
            return tuple(mirror, depth: depth)
        case .dictionary:
            return dictionary(mirror, depth: depth)
        case .set:
            let elements = mirror.children.map { json(of: $0.value, depth: depth + 1) }
            return .array(elements.sorted { $0.serializedString() < $1.serializedString() })
        case .collection:
            return .array(mirror.children.map { json(of: $0.value, depth: depth + 1) })
        default:
            // A collection of its own (`IdentifiedArray` of rows that are not `Encodable`) is
            // its elements, as the bridge encodes it.
            if let collection = value as? any Collection {
                return .array(collection.map { json(of: $0, depth: depth + 1) })
            }
            return fields(of: value, mirror: mirror, depth: depth)
        }
    }

    private static func enumCase(_ value: Any, mirror: Mirror, depth: Int) -> JSONValue {
        guard let child = mirror.children.first, let name = child.label else {
            // `Mirror` names no case without a payload; the runtime prints its name.
            return .string(String(describing: value))
        }
        let payload = Mirror(reflecting: child.value)
        let wire = payload.displayStyle == .tuple ? tuple(payload, depth: depth + 1) : json(of: child.value, depth: depth + 1)
        return .object(JSONObject(uniqueMembers: [(name, wire)]))
    }

    /// Unlabelled elements as an array (one alone as itself), labelled ones as an object, the
    /// unlabelled among them under `_0`, `_1` … as synthesised coding names them.
    private static func tuple(_ mirror: Mirror, depth: Int) -> JSONValue {
        let elements = Array(mirror.children)
        let isUnlabelled = elements.allSatisfy { $0.label.map { $0.hasPrefix(".") } ?? true }
        if isUnlabelled {
            let values = elements.map { json(of: $0.value, depth: depth + 1) }
            return values.count == 1 ? values[0] : .array(values)
        }
        var object = JSONObject()
        for (position, element) in elements.enumerated() {
            let label = element.label.flatMap { $0.hasPrefix(".") ? nil : $0 } ?? "_\(position)"
            object[label] = json(of: element.value, depth: depth + 1)
        }
        return .object(object)
    }

    private static func dictionary(_ mirror: Mirror, depth: Int) -> JSONValue {
        var entries: [(String, JSONValue)] = []
        for entry in mirror.children {
            let pair = Array(Mirror(reflecting: entry.value).children)
            guard pair.count == 2 else { continue }
            let key = json(of: pair[0].value, depth: depth + 1)
            entries.append((key.stringValue ?? key.serializedString(), json(of: pair[1].value, depth: depth + 1)))
        }
        // Sorted, as the bridge sorts a dictionary's entries: hash order differs per process.
        return .object(JSONObject(entries.sorted { $0.0 < $1.0 }))
    }

    /// A struct's or a class's stored fields; a value with none (a closure, an opaque type) as
    /// its description.
    private static func fields(of value: Any, mirror: Mirror, depth: Int) -> JSONValue {
        var children = Array(mirror.children)
        var superclass = mirror.superclassMirror
        while let next = superclass {
            children = Array(next.children) + children
            superclass = next.superclassMirror
        }
        guard !children.isEmpty else { return .string(String(describing: value)) }
        var object = JSONObject()
        for (position, child) in children.enumerated() {
            let label = child.label ?? "_\(position)"
            guard !label.hasPrefix("_$") else { continue }
            let name = label.hasPrefix("_") && label.count > 1 ? String(label.dropFirst()) : label
            object[name] = json(of: child.value, depth: depth + 1)
        }
        return .object(object)
    }
}

// MARK: - WireFormStandIn

/// A value whose reflected wire form is another value's: a binding action shows as
/// `{"set": "name", "value": …}`, as its `Codable` form does, not as the closures it holds.
protocol WireFormStandIn {
    var wireFormStandIn: Any { get }
}
