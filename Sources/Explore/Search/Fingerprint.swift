import Components
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

    /// `value(screen(tree))` computed in one pass from the tree's digest, neither the tree's
    /// wire form nor its skeleton built (an empty digest hashes as no tree, `null`).
    static func screenValue(_ screen: TreeDigest) -> UInt64 {
        var hash = CanonicalHash()
        var next = 0
        if screen.nodes.isEmpty { hash.add(.null) } else { addSkeleton(of: screen.nodes, at: &next, to: &hash) }
        return hash.value
    }

    /// The skeleton of `nodes[index]` and its subtree, its members in the canonical order of their
    /// keys; `index` moves past the subtree.
    private static func addSkeleton(of nodes: [TreeDigest.Node], at index: inout Int, to hash: inout CanonicalHash) {
        let node = nodes[index]
        index += 1
        hash.add(literal: "{")
        if node.childCount > 0 {
            hash.add(literal: "\"children\":[")
            for position in 0 ..< node.childCount {
                if position > 0 { hash.add(literal: ",") }
                addSkeleton(of: nodes, at: &index, to: &hash)
            }
            hash.add(literal: "],")
        }
        hash.add(literal: node.isEnabled ? "\"enabled\":true,\"hidden\":" : "\"enabled\":false,\"hidden\":")
        hash.add(literal: node.isHidden ? "true,\"id\":" : "false,\"id\":")
        hash.add(string: node.id)
        hash.add(literal: ",\"type\":")
        hash.add(string: node.type)
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
