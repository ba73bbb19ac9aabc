public import JSON

extension Selector {
    /// Reads a selector from its wire form, as the host receives it in `view/tap`.
    ///
    /// - Throws: ``ViewError`` of kind `invalidSelector` naming the member (as a JSON Pointer
    ///   relative to the selector) and what was expected.
    public init(json: JSONValue) throws(ViewError) {
        guard let object = json.objectValue else {
            throw .invalidSelector(path: "", message: "expected an object, got \(json.typeName)")
        }
        self.init()
        for (key, value) in object {
            if key == "index" {
                guard let number = value.integerValue, number >= 0, number <= Int64(Int32.max) else {
                    throw .invalidSelector(path: "/index", message: "expected a non-negative integer")
                }
                index = Int(number)
                continue
            }
            guard let string = value.stringValue else {
                throw .invalidSelector(path: "/" + key, message: "expected a string, got \(value.typeName)")
            }
            switch key {
            case "id": id = string
            case "text": text = string
            case "label": label = string
            case "role": role = string
            case "type": type = string
            default:
                throw .invalidSelector(
                    path: "/" + key,
                    message: "unknown criterion; expected id, text, label, role, type or index"
                )
            }
        }
        if id == nil, text == nil, label == nil, role == nil, type == nil {
            throw .invalidSelector(path: "", message: "give at least one of id, text, label, role, type")
        }
    }
}
