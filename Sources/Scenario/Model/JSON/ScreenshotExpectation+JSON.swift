package import JSON

extension ScreenshotExpectation {
    /// The name alone when nothing else is set, as files mostly write it; else the object.
    package var json: JSONValue {
        guard device != nil || scale != nil || maxDiffPixels != 0 || threshold != Self.defaultThreshold else {
            return .string(name)
        }
        var object: JSONObject = ["name": .string(name)]
        if let device { object["device"] = .string(device) }
        if let scale { object["scale"] = .integer(Int64(scale)) }
        if maxDiffPixels != 0 { object["maxDiffPixels"] = .integer(Int64(maxDiffPixels)) }
        if threshold != Self.defaultThreshold { object["threshold"] = .double(threshold) }
        return .object(object)
    }
}
