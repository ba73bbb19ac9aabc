package import JSON

/// What a received JSON value must look like.
///
/// Written in case files as JSON where objects with a `"$match"` member are matchers
/// (`{"$match": "integer"}`); everything else matches itself exactly. Objects match exactly
/// (no missing and no extra members) unless written as `{"$match": "object", "members": {…}}`.
package indirect enum Pattern: Sendable, Hashable {
    /// A scalar that must be equal (integers and doubles compare by kind and value).
    case value(JSONValue)
    /// An object with exactly these members (`absent`/`optional` members may be missing);
    /// with `allowsOtherMembers`, members not listed are ignored.
    case object([String: Pattern], allowsOtherMembers: Bool)
    /// An array whose elements match in order.
    case array([Pattern])
    /// An array whose elements match these patterns one to one, in any order.
    case unordered([Pattern])
    /// Any value, which must be present.
    case any
    /// An object member that must not be there.
    case absent
    /// An object member that may be missing; when present it must match (anything when nil).
    case optional(Pattern?)
    /// A value of a JSON type; strings may have to contain `contains`.
    case type(JSONType, contains: String?)
    /// Any one of the alternatives.
    case oneOf([Pattern])
}

/// The JSON types a pattern can ask for; `integer` is a number without fraction or exponent.
package enum JSONType: String, Sendable, Hashable, CaseIterable {
    case null, boolean, integer, number, string, array, object

    func admits(_ value: JSONValue) -> Bool {
        switch (self, value) {
        case (.null, .null), (.boolean, .bool), (.integer, .integer), (.number, .integer), (.number, .double),
             (.string, .string), (.array, .array), (.object, .object):
            return true
        default:
            return false
        }
    }
}
