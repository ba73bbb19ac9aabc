import JSON

// MARK: - CaseSchema

/// The wire alternatives of one enum case, from what its payload container recorded, as the
/// Codable bridge writes cases (docs/decisions.md, "Wire format"):
///
/// | case                         | wire                              | alternatives             |
/// |------------------------------|-----------------------------------|--------------------------|
/// | `reset`                      | `"reset"`                         | `bare`                   |
/// | `stepChanged(Int)`           | `{"stepChanged": 5}`              | `tagged(integer)`        |
/// | `response(id: Int, ok: Bool)`| `{"response": {"id": 3, …}}`      | `tagged(object)`         |
/// | `note(String?)`              | `"note"` when nil                 | `bare`, `tagged(string)` |
///
/// Several unlabeled values (`move(Int, Int)`) are a positional array on the wire, which the
/// host's validator cannot check position by position; derivation stops there.
enum CaseSchema {
    static func alternatives(of name: String, payload: KeyedRecord?, in derivation: SchemaDerivation) throws -> [JSONValue] {
        guard let payload, !payload.members.isEmpty else { return [JSONSchema.bare(name)] }
        let members = payload.members
        let tagged: JSONValue
        if members.allSatisfy({ WireSchema.isPosition($0.name) }) {
            guard members.count == 1, let only = members.first, only.name == "_0" else {
                throw derivation.failure(
                    "its case \"\(name)\" holds several unlabeled values, a positional array on the wire",
                    remedy: "label the values (the wire becomes an object), or give the schema by hand"
                )
            }
            tagged = JSONSchema.tagged(name, try payload.memberSchema(only, in: derivation))
        } else {
            tagged = JSONSchema.tagged(name, try payload.objectSchema(in: derivation))
        }
        // With every value nil the payload is empty, and the bridge writes the bare name.
        let canBeEmpty = members.allSatisfy { payload.isOptional($0) }
        return canBeEmpty ? [JSONSchema.bare(name), tagged] : [tagged]
    }
}
