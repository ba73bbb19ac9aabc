import JSON

/// The stories the gallery shows for a catalogue entry (`component/list`'s JSON): one per value of
/// its variant property (a button's `layout`, a field's `style`, a toast's `position`, a list's
/// `style`), else one; required properties get sample values, containers sample children.
enum ComponentStories {
    /// Properties whose values are worth a story each.
    static let variantProperties: Set<String> = ["layout", "style", "position"]

    static func stories(for entry: JSONValue) -> [(title: String, properties: JSONObject)] {
        let name = entry["name"]?.stringValue ?? ""
        let properties = entry["properties"]?.arrayValue ?? []
        var base = JSONObject()
        for property in properties where property["required"]?.boolValue == true {
            guard let key = property["name"]?.stringValue else { continue }
            base[key] = sample(for: key, type: property["type"]?.stringValue ?? "", component: name)
        }
        if properties.contains(where: { $0["name"]?.stringValue == "children" }) {
            base["children"] = children(for: name)
        }
        let variant = properties.first { property in
            variantProperties.contains(property["name"]?.stringValue ?? "")
                && (property["type"]?.stringValue ?? "").hasPrefix("one of ")
        }
        guard let variant, let key = variant["name"]?.stringValue, let type = variant["type"]?.stringValue else {
            return [(name, base)]
        }
        return type.dropFirst("one of ".count).split(separator: "|").map { value in
            var story = base
            story[key] = .string(String(value))
            return ("\(name) \(key)=\(value)", story)
        }
    }

    /// A sample for a property a render said was missing (`/properties/image`), or nil.
    static func sample(forMissing path: String, component: String) -> (String, JSONValue)? {
        guard path.hasPrefix("/properties/") else { return nil }
        let key = String(path.dropFirst("/properties/".count))
        guard !key.isEmpty, !key.contains("/") else { return nil }
        return (key, sample(for: key, type: "string", component: component))
    }

    private static func sample(for key: String, type: String, component: String) -> JSONValue {
        switch key {
        case "systemName", "image", "icon": return "star"
        case "title": return component == "alert" ? "알림" : "저장"
        case "message": return "경조사 명은 10글자까지만 입력 가능해요"
        case "text": return component == "textField" ? "대학 동기" : "받은 분과 어떤 사이인가요?"
        case "isOn": return true
        case "columns": return 3
        default: break
        }
        switch type {
        case "boolean": return true
        case "integer", "number": return 1
        case "color": return "primaryNormal"
        case "font": return "bodyRegular16"
        case "action": return "tapped"
        default: return .string(key)
        }
    }

    private static func children(for component: String) -> JSONValue {
        let words = component == "grid" ? ["친구", "가족", "친척", "동료", "선후배", "이웃"] : ["친구", "가족", "친척"]
        return .array(words.map { word in
            ["component": "text", "properties": ["text": .string(word)]]
        })
    }
}
