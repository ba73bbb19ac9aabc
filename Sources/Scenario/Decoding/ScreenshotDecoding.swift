import Components
import JSON

/// Reads `expect.screenshot`: a name, or `{"name", "device", "scale", "maxDiffPixels",
/// "threshold"}`.
enum ScreenshotDecoding {
    static func expectation(_ cursor: JSONCursor) throws(ScenarioFileError) -> ScreenshotExpectation {
        let nameCursor: JSONCursor
        if cursor.value.stringValue != nil {
            nameCursor = cursor
        } else {
            try cursor.checkKeys(["name", "device", "scale", "maxDiffPixels", "threshold"], what: "a screenshot")
            guard let member = cursor.member("name") else { throw cursor.error("a screenshot needs \"name\"") }
            nameCursor = member
        }
        var name = try nameCursor.string()
        if name.hasSuffix(".png") { name.removeLast(4) }
        guard !name.isEmpty, !name.hasPrefix("."), !name.contains("/"), !name.contains("\\") else {
            throw nameCursor.error("a screenshot's name is a file name without folders (letters, digits, - and _), such as \"empty-list\"")
        }
        var expectation = ScreenshotExpectation(
            name: name, resolvedPath: ScreenshotExpectation.storedPath(name: name, scenarioPath: cursor.source.path)
        )
        guard cursor.value.objectValue != nil else { return expectation }
        if let device = cursor.member("device") {
            expectation.device = try device.choice(Device.presets.map(\.name))
        }
        if let scale = cursor.member("scale") {
            guard let value = scale.value.integerValue, (1...4).contains(value) else {
                throw scale.error("expected a whole number of pixels per point from 1 to 4")
            }
            expectation.scale = Int(value)
        }
        if let pixels = cursor.member("maxDiffPixels") {
            guard let value = pixels.value.integerValue, value >= 0, value <= Int64(Int32.max) else {
                throw pixels.error("expected a whole number of pixels, 0 or more")
            }
            expectation.maxDiffPixels = Int(value)
        }
        if let threshold = cursor.member("threshold") {
            guard let value = threshold.value.doubleValue, (0...1).contains(value) else {
                throw threshold.error("expected a number from 0 (every change counts) to 1 (none does)")
            }
            expectation.threshold = value
        }
        return expectation
    }
}
