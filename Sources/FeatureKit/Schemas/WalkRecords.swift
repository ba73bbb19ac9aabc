import JSON

// MARK: - What a walk records

/// What an `init(from:)` asked of one container, in the order it asked. Classes, because the
/// containers Swift hands out are copied freely while they all write to one record.
enum WalkedValue {
    /// A value whose schema is already known.
    case schema(JSONValue)
    /// A keyed container opened in place (a nested object, or an enum case's payload).
    case keyed(KeyedRecord)
    /// An unkeyed container opened in place.
    case unkeyed(UnkeyedRecord)
}

/// A keyed container: a struct's members, or (once `allKeys` was asked) an enum's case.
final class KeyedRecord {
    struct Member {
        let name: String
        let value: WalkedValue
        var isOptional: Bool
    }

    private(set) var members: [Member] = []
    /// Names `contains(_:)` was asked about: present or not, so optional.
    private var probed: Set<String> = []
    /// Names `decodeNil(forKey:)` was asked about: may be `null`.
    private var nullable: Set<String> = []
    /// The case taken, when the container was read as an enum's.
    var caseName: String?
    /// The taken case's payload container.
    var payload: KeyedRecord?

    func add(_ name: String, _ value: WalkedValue, isOptional: Bool) {
        if let index = members.firstIndex(where: { $0.name == name }) {
            members[index].isOptional = members[index].isOptional && isOptional
            return
        }
        members.append(Member(name: name, value: value, isOptional: isOptional))
    }

    func probe(_ name: String) { probed.insert(name) }
    func markNullable(_ name: String) { nullable.insert(name) }

    func isOptional(_ member: Member) -> Bool { member.isOptional || probed.contains(member.name) }

    /// Every member's schema, `null` allowed where the type asked for it.
    func memberSchema(_ member: Member, in derivation: SchemaDerivation) throws -> JSONValue {
        let schema = try member.value.schema(in: derivation)
        return nullable.contains(member.name) ? WireSchema.nullable(schema) : schema
    }

    /// The object the members make: exactly these properties, the optional ones not required.
    func objectSchema(in derivation: SchemaDerivation) throws -> JSONValue {
        var properties = JSONObject()
        var optional: Set<String> = []
        for member in members {
            properties[member.name] = try memberSchema(member, in: derivation)
            if isOptional(member) { optional.insert(member.name) }
        }
        return JSONSchema.object(properties, optional: optional)
    }
}

/// An unkeyed container: an array read element by element until `isAtEnd`.
final class UnkeyedRecord {
    var elements: [WalkedValue] = []
    var askedForEnd = false
    var isNullable = false
}

/// A single-value container: the one value the type wraps.
final class SingleValueRecord {
    var value: JSONValue?
    var isNullable = false
}

extension WalkedValue {
    func schema(in derivation: SchemaDerivation) throws -> JSONValue {
        switch self {
        case .schema(let schema): return schema
        case .keyed(let record): return try record.objectSchema(in: derivation)
        case .unkeyed(let record): return try record.arraySchema(in: derivation)
        }
    }
}

extension UnkeyedRecord {
    /// An array of one element type, when the type read elements until the end; a fixed number
    /// of values read without asking (a tuple) has no schema the host's validator checks.
    func arraySchema(in derivation: SchemaDerivation) throws -> JSONValue {
        guard askedForEnd, elements.count == 1, let element = elements.first else {
            throw derivation.failure(
                "its init(from:) reads \(elements.count) unlabeled values without reading to the end (a tuple)",
                remedy: SchemaDerivation.supplyASchema
            )
        }
        let schema = try element.schema(in: derivation)
        return JSONSchema.array(of: isNullable ? WireSchema.nullable(schema) : schema)
    }
}
