import JSON

// MARK: - Fingerprint

/// The bytes that tell explored states (and screens) apart, and their 64-bit hash for reports.
enum Fingerprint {
    /// A state's identity: its canonical state, its effects in flight (action, status, whether
    /// cancelled — not ids or sequence numbers, which depend on the path), and the time to the
    /// next timer when something waits on the clock, and the environment (the tree root's
    /// properties: dynamic type size, colour scheme, locale, focused field), and the persisted
    /// values in the app's storage.
    static func state(
        _ state: JSONValue, effects: [JSONValue], nextTimer: Int?, environment: JSONValue, storage: [String: [UInt8]] = [:],
        relaunched: Bool = false
    ) -> [UInt8] {
        let pending: [JSONValue] = effects.map { effect in
            [
                "action": effect["action"] ?? .null, "status": effect["status"] ?? .null,
                "cancelled": effect["cancelled"] ?? .null,
            ]
        }
        let subject: JSONValue = [
            "state": state, "effects": .array(pending), "nextTimer": nextTimer.map { .integer(Int64($0)) } ?? .null,
            "environment": environment,
            // Persisted values decide what a relaunch shows, even when the state does not hold them.
            // What a later launch shows may differ from the first: invariants can say so.
            "relaunched": .bool(relaunched),
            "storage": .object(JSONObject(storage.sorted { $0.key < $1.key }.map { ($0.key, JSONValue.string(String(decoding: $0.value, as: UTF8.self))) })),
        ]
        return subject.serialized(.canonical)
    }

    /// `value(state(…))` computed in one pass (`CanonicalHash`): neither the subject nor its bytes
    /// are built, which was about a sixteenth of a search's work.
    static func stateValue(
        _ state: JSONValue, effects: [JSONValue], nextTimer: Int?, environment: JSONValue, storage: [String: [UInt8]] = [:],
        relaunched: Bool = false
    ) -> UInt64 {
        var hash = statePrefix(effects: effects, nextTimer: nextTimer, environment: environment, relaunched: relaunched)
        hash.add(state)
        stateSuffix(storage: storage).withUnsafeBufferPointer { hash.add($0) }
        return hash.value
    }

    /// The hash of `state(…)`'s bytes before the state's own, `{"effects":[…],…,"state":`: the
    /// subject's members in the canonical order of their keys, up to the state. A quiet step
    /// changes none of them, so each state waiting to be expanded hashes them once
    /// (`QuietStart`).
    static func statePrefix(effects: [JSONValue], nextTimer: Int?, environment: JSONValue, relaunched: Bool) -> CanonicalHash {
        var hash = CanonicalHash()
        hash.add(literal: "{\"effects\":[")
        for (position, effect) in effects.enumerated() {
            if position > 0 { hash.add(UInt8(ascii: ",")) }
            hash.add(literal: "{")
            hash.add(members: [
                "action": effect["action"] ?? .null, "cancelled": effect["cancelled"] ?? .null, "status": effect["status"] ?? .null,
            ])
            hash.add(literal: "}")
        }
        hash.add(literal: "],")
        hash.add(members: [
            "environment": environment, "nextTimer": nextTimer.map { .integer(Int64($0)) } ?? .null, "relaunched": .bool(relaunched),
        ])
        hash.add(literal: ",\"state\":")
        return hash
    }

    /// `state(…)`'s bytes after the state's own: `,"storage":{…}}`.
    static func stateSuffix(storage: [String: [UInt8]]) -> [UInt8] {
        var bytes = Array(",\"storage\":{".utf8)
        let files = storage.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
        for (position, file) in files.enumerated() {
            if position > 0 { bytes.append(UInt8(ascii: ",")) }
            JSONValue.string(file.key).write(to: &bytes, options: .canonical)
            bytes.append(UInt8(ascii: ":"))
            JSONValue.string(String(decoding: file.value, as: UTF8.self)).write(to: &bytes, options: .canonical)
        }
        bytes.append(contentsOf: "}}".utf8)
        return bytes
    }

    /// A screen's identity: the tree's structure (ids, types, nesting) with each node's enabled
    /// and hidden flags, ignoring every property (texts, fonts, colours).
    static func screen(_ tree: JSONValue) -> [UInt8] {
        skeleton(tree).serialized(.canonical)
    }

    /// `value(screen(tree))` computed in one pass, the skeleton never built.
    static func screenValue(_ tree: JSONValue) -> UInt64 {
        var hash = CanonicalHash()
        addSkeleton(of: tree, to: &hash)
        return hash.value
    }

    /// The skeleton's members in the canonical order of their keys.
    private static func addSkeleton(of node: JSONValue, to hash: inout CanonicalHash) {
        hash.add(literal: "{")
        if let children = node["children"]?.arrayValue, !children.isEmpty {
            hash.add(literal: "\"children\":[")
            for (position, child) in children.enumerated() {
                if position > 0 { hash.add(literal: ",") }
                addSkeleton(of: child, to: &hash)
            }
            hash.add(literal: "],")
        }
        hash.add(members: [
            "enabled": node["enabled"] ?? .null, "hidden": node["hidden"] ?? .null, "id": node["id"] ?? .null,
            "type": node["type"] ?? .null,
        ])
        hash.add(literal: "}")
    }

    private static func skeleton(_ node: JSONValue) -> JSONValue {
        var reduced: JSONObject = [
            "id": node["id"] ?? .null, "type": node["type"] ?? .null,
            "enabled": node["enabled"] ?? .null, "hidden": node["hidden"] ?? .null,
        ]
        if let children = node["children"]?.arrayValue, !children.isEmpty {
            reduced["children"] = .array(children.map(skeleton))
        }
        return .object(reduced)
    }

    /// FNV-1a, 64 bits: what visited states are kept as.
    static func value(_ bytes: [UInt8]) -> UInt64 {
        StableHash.fnv1a(bytes)
    }

    /// FNV-1a, 64 bits, as 16 hex digits: how reports name states and screens.
    static func hash(_ bytes: [UInt8]) -> String {
        hash(value(bytes))
    }

    /// A hash as 16 hex digits.
    static func hash(_ value: UInt64) -> String {
        StableHash.hex(value)
    }
}
