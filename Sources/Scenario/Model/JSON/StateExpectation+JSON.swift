import JSON

// MARK: - State assertions as files write them

extension StateExpectation {
    /// The members a step or an `expect` carries for this assertion: `state`, `partial`,
    /// `pointers` (in order) and `absent`, each when given. An assertion of nothing is written
    /// `"pointers": {}`, so that it reads back as an assertion (that nothing changed) and not as
    /// its absence.
    var members: JSONObject {
        var object = JSONObject()
        if let state { object["state"] = state }
        if let partial { object["partial"] = partial }
        if !pointers.isEmpty || (state == nil && partial == nil && absent.isEmpty) {
            object["pointers"] = .object(JSONObject(pointers.map { ($0.pointer.description, $0.value) }))
        }
        if !absent.isEmpty { object["absent"] = .array(absent.map { .string($0.description) }) }
        return object
    }
}
