/// The screen's size and the rules for a device's status bar and home indicator.
///
/// A device's safe areas reach the rest of the sheet as `--safe-top` and `--safe-bottom` on the
/// screen; every rule that uses them falls back to 0, so a bare screen (no device) lays out as it
/// always has. Sheets and overlay cards start below the status bar, so inside them the top inset
/// is 0 again.
extension StyleSheet {
    static func screenSize(width: Double, height: Double, device: Device?) -> String {
        guard let device else {
            return ".screen{width:\(HTMLText.px(width));min-height:\(HTMLText.px(height))}\n"
        }
        return ".screen{width:\(HTMLText.px(width));height:\(HTMLText.px(height));"
            + "--safe-top:\(HTMLText.px(device.safeAreaTop));--safe-bottom:\(HTMLText.px(device.safeAreaBottom))}\n"
    }

    static let deviceRules = """
        .sheet,.card{--safe-top:0px}
        .status-bar{position:absolute;top:0;left:0;right:0;height:var(--safe-top);z-index:60;display:flex;align-items:center;justify-content:space-between;padding:0 24px;font-size:15px;font-weight:600;line-height:1;color:var(--color-labelNormal);pointer-events:none}
        .status-bar.dynamicIsland{height:54px;padding:0 30px 0 52px}
        .status-bar.dynamicIsland::before{content:"";position:absolute;top:11px;left:50%;width:126px;height:37px;margin-left:-63px;border-radius:19px;background:#000000}
        .status-bar.classic{padding:0 6px;font-size:12px}
        .status-bar.classic .status-time{position:absolute;left:0;right:0;text-align:center}
        .status-bar.classic .status-battery{margin-left:auto}
        .status-bar.tablet{padding:0 20px;font-size:12px}
        .status-battery{display:inline-flex;width:27px;height:13px}
        .home-indicator{position:absolute;left:50%;bottom:8px;width:134px;height:5px;margin-left:-67px;border-radius:3px;z-index:60;background:var(--color-labelNormal);pointer-events:none}

        """
}

extension NodeRenderer {
    /// The status bar (a fixed time, a full battery) and the home indicator of the device, over
    /// everything else on the screen, as the system draws them; decorative, so they carry no node.
    mutating func renderDeviceChrome() {
        guard let device else { return }
        writer.open("div", [("class", "status-bar " + device.statusBar.rawValue), ("aria-hidden", "true")])
        writer.element("span", [("class", "status-time")], text: device.statusBar == .tablet ? "9:41 Tue Jan 9" : "9:41")
        writer.open("span", [("class", "status-battery")])
        writer.raw(Self.battery)
        writer.close("span")
        writer.close("div")
        if device.hasHomeIndicator {
            writer.open("div", [("class", "home-indicator"), ("aria-hidden", "true")])
            writer.close("div")
        }
    }

    /// A full battery: the outline, its charge and the terminal.
    private static let battery = #"<svg viewBox="0 0 27 13" width="27" height="13" aria-hidden="true">"#
        + #"<rect x="0.5" y="0.5" width="23" height="12" rx="3.5" fill="none" stroke="currentColor" stroke-opacity=".4"/>"#
        + #"<rect x="2" y="2" width="20" height="9" rx="2" fill="currentColor"/>"#
        + #"<path d="M25 4.5v4c.8-.3 1.5-1.1 1.5-2s-.7-1.7-1.5-2z" fill="currentColor" fill-opacity=".5"/></svg>"#
}
