// Public imports, never `package`: a module imported `package` anywhere in FeatureKit keeps the
// release build from serialising the bodies that touch its types, which features specialise
// (docs/decisions.md, "Host and stores"). `@usableFromInline` below makes them public uses.
public import JSON

// MARK: - ActionEncoder

/// Encodes one feature's actions to the Codable bridge's exact wire form, writing the small cases
/// of an enum without the bridge.
///
/// Built once per feature (its `ActionDecoder` holds it): a view subscription encodes a field's
/// input action at every change (`.countTextChanged("13")`), a new value each time, so no memo of
/// encodings answers it, and the bridge costs about 12k instructions for it. A case with no
/// payload or one payload value of a primitive type (`String`, `Bool`, `Double`, an integer),
/// unlabelled or labelled, is read off the action's own `encode(to:)` by `SmallCaseProbe` and
/// written as `ExternalTagging` would tag it (`"tapped"`, `{"typed": "13"}`,
/// `{"moved": {"to": 3}}`); everything else (nested enums, structs, several values, a hand-written
/// encoding of another shape, a number the bridge refuses) is declined by the probe and encoded by
/// the bridge.
///
/// Only types `Mirror` calls enums are written directly, as only their encodings are re-tagged by
/// the bridge; and only when every sample the probe writes is written to the bridge's form
/// exactly (`ExactJSONKey`), else the type stays with the bridge. `ActionEncoderTests` holds it
/// to the bridge's bytes for every built-in's samples and for random payloads.
@usableFromInline
package final class ActionEncoder<Action: Encodable>: Sendable {
    /// Whether the probe may answer: `Action` is an enum and its samples came out exact.
    package let writesSmallCases: Bool

    /// An encoder for the type of `samples`; with no samples it always asks the bridge.
    package init(samples: [Action]) {
        guard let first = samples.first, Mirror(reflecting: first).displayStyle == .enum else {
            writesSmallCases = false
            return
        }
        writesSmallCases = samples.allSatisfy { sample in
            guard let written = Self.smallCase(sample) else { return true }
            let bridged = ActionCoding.encode(sample)
            return ExactJSONKey(value: written) == ExactJSONKey(value: bridged)
        }
    }

    /// The wire form of `action`, as `ActionCoding.encode` gives it.
    @usableFromInline
    package func encode(_ action: Action) -> JSONValue {
        if writesSmallCases, let written = Self.smallCase(action) { return written }
        return ActionCoding.encode(action)
    }

    /// `action`'s wire form when it is a small case the probe read whole, else nil. Asked of
    /// enums only: a struct's keyed encoding of the same shape is not re-tagged by the bridge.
    package static func smallCase(_ action: Action) -> JSONValue? {
        let probe = SmallCaseProbe()
        guard (try? action.encode(to: probe)) != nil else { return nil }
        return probe.wireForm
    }
}
