import Components
import UIStateProtocol

// MARK: - The `device` param

/// The `device` param of `view/render`, `history/version` and `component/render`: the device
/// whose screen their HTML is drawn on (as `uistate render --device` draws it), or nil for the
/// bare screen.
enum DeviceParameter {
    /// The preset `name` names, nil when there is no name.
    ///
    /// - Throws: −32602 at `/device` for a name that is no preset (listing the presets, with the
    ///   closest as the suggestion), or for a device asked of a format that draws no screen.
    static func device(named name: String?, drawsHTML: Bool) throws(ResponseError) -> Device? {
        guard let name else { return nil }
        let names = Device.presets.map(\.name)
        guard drawsHTML else {
            throw HostErrors.invalidParams("device applies to format html only", path: "/device")
        }
        guard let device = Device.named(name) else {
            throw HostErrors.invalidParams(
                "unknown device \"\(name)\"; expected one of \(names.joined(separator: ", "))", path: "/device",
                expected: names, used: name
            )
        }
        return device
    }
}
