/// A small built-in set of SF Symbols look-alikes as inline SVG (24×24, drawn in `currentColor`),
/// so a page needs no icon font and no network.
///
/// An unknown name draws a dashed square with a question mark — visibly a placeholder — and the
/// element says which name was missing in `data-missing-symbol`.
enum SymbolIcons {
    /// The SVG for `name`, or nil when the set has no such symbol.
    static func svg(_ name: String) -> String? {
        guard let body = shapes[name] else { return nil }
        return wrap(body)
    }

    /// The placeholder drawn for a name the set does not have.
    static let fallback = wrap(
        #"<rect x="2.5" y="2.5" width="19" height="19" rx="3" stroke-dasharray="3 2"/>"#
            + #"<path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .8-1 1.5V14"/><circle cx="12" cy="17" r=".6" fill="currentColor"/>"#
    )

    /// Every name the set draws, sorted (for the gallery and the docs).
    static var names: [String] { shapes.keys.sorted() }

    private static func wrap(_ body: String) -> String {
        #"<svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true">"#
            + body + "</svg>"
    }

    private static let filledCircle = #"<circle cx="12" cy="12" r="10" fill="currentColor" stroke="none"/>"#

    private static let shapes: [String: String] = [
        "xmark": #"<path d="M6 6l12 12M18 6L6 18"/>"#,
        "xmark.circle": #"<circle cx="12" cy="12" r="10"/><path d="M9 9l6 6M15 9l-6 6"/>"#,
        "xmark.circle.fill": filledCircle + #"<path d="M9 9l6 6M15 9l-6 6" stroke="var(--page-screen)"/>"#,
        "plus": #"<path d="M12 5v14M5 12h14"/>"#,
        "minus": #"<path d="M5 12h14"/>"#,
        "checkmark": #"<path d="M5 12.5l4.5 4.5L19 7.5"/>"#,
        "checkmark.circle": #"<circle cx="12" cy="12" r="10"/><path d="M7.5 12.5l3 3 6-6.5"/>"#,
        "checkmark.circle.fill": filledCircle + #"<path d="M7.5 12.5l3 3 6-6.5" stroke="var(--page-screen)"/>"#,
        "chevron.left": #"<path d="M15 5l-7 7 7 7"/>"#,
        "chevron.right": #"<path d="M9 5l7 7-7 7"/>"#,
        "chevron.down": #"<path d="M5 9l7 7 7-7"/>"#,
        "chevron.up": #"<path d="M5 15l7-7 7 7"/>"#,
        "person": #"<circle cx="12" cy="8" r="4"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"/>"#,
        "person.fill": #"<circle cx="12" cy="8" r="4" fill="currentColor"/><path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor"/>"#,
        "person.circle": #"<circle cx="12" cy="12" r="10"/><circle cx="12" cy="10" r="3"/><path d="M6.5 19c1.2-2.4 3.2-3.5 5.5-3.5s4.3 1.1 5.5 3.5"/>"#,
        "person.crop.circle": #"<circle cx="12" cy="12" r="10"/><circle cx="12" cy="10" r="3.5"/><path d="M5.5 18.5c1.5-2.6 3.8-4 6.5-4s5 1.4 6.5 4"/>"#,
        "person.2": #"<circle cx="9" cy="8" r="3.5"/><path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6"/><path d="M16 4.8a3.5 3.5 0 0 1 0 6.4M18 14.3c2 .8 3.5 2.8 3.5 5.7"/>"#,
        "star": #"<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z"/>"#,
        "star.fill": #"<path d="M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z" fill="currentColor"/>"#,
        "heart": #"<path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20z"/>"#,
        "heart.fill": #"<path d="M12 20s-8-4.9-8-10.5A4.5 4.5 0 0 1 12 7a4.5 4.5 0 0 1 8 2.5C20 15.1 12 20 12 20z" fill="currentColor"/>"#,
        "bookmark": #"<path d="M6 3h12v18l-6-4.5L6 21z"/>"#,
        "bookmark.fill": #"<path d="M6 3h12v18l-6-4.5L6 21z" fill="currentColor"/>"#,
        "bell": #"<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z"/><path d="M10 20.5a2 2 0 0 0 4 0"/>"#,
        "bell.fill": #"<path d="M6 16V11a6 6 0 0 1 12 0v5l2 2H4z" fill="currentColor"/><path d="M10 20.5a2 2 0 0 0 4 0"/>"#,
        "trash": #"<path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"/>"#,
        "pencil": #"<path d="M4 20l1-5L16 4l4 4L9 19z"/><path d="M14 6l4 4"/>"#,
        "house": #"<path d="M3 11l9-7 9 7"/><path d="M5 9.5V20h14V9.5"/><path d="M10 20v-6h4v6"/>"#,
        "building.2": #"<path d="M3 21h18"/><path d="M5 21V5l8-2v18"/><path d="M13 9h6v12"/><path d="M8 8h2M8 12h2M8 16h2M16 13h1M16 17h1"/>"#,
        "mappin": #"<circle cx="12" cy="7" r="4"/><path d="M12 11v10"/>"#,
        "mappin.and.ellipse": #"<circle cx="12" cy="7" r="4"/><path d="M12 11v7"/><ellipse cx="12" cy="19" rx="7" ry="2.5"/>"#,
        "location": #"<path d="M20 4L3 11l7 3 3 7z"/>"#,
        "location.fill": #"<path d="M20 4L3 11l7 3 3 7z" fill="currentColor"/>"#,
        "magnifyingglass": #"<circle cx="10.5" cy="10.5" r="6.5"/><path d="M15.5 15.5L21 21"/>"#,
        "gearshape": #"<circle cx="12" cy="12" r="3"/><path d="M12 2.5v3M12 18.5v3M2.5 12h3M18.5 12h3M5.3 5.3l2.1 2.1M16.6 16.6l2.1 2.1M5.3 18.7l2.1-2.1M16.6 7.4l2.1-2.1"/>"#,
        "info.circle": #"<circle cx="12" cy="12" r="10"/><path d="M12 11v6"/><circle cx="12" cy="7.5" r=".6" fill="currentColor"/>"#,
        "exclamationmark.circle": #"<circle cx="12" cy="12" r="10"/><path d="M12 7v6"/><circle cx="12" cy="16.5" r=".6" fill="currentColor"/>"#,
        "exclamationmark.triangle": #"<path d="M12 3l10 18H2z"/><path d="M12 10v5"/><circle cx="12" cy="18" r=".6" fill="currentColor"/>"#,
        "ellipsis": #"<circle cx="5" cy="12" r="1" fill="currentColor"/><circle cx="12" cy="12" r="1" fill="currentColor"/><circle cx="19" cy="12" r="1" fill="currentColor"/>"#,
        "square.and.arrow.up": #"<path d="M12 3v12M8 7l4-4 4 4"/><path d="M6 11H5v10h14V11h-1"/>"#,
        "calendar": #"<rect x="3" y="5" width="18" height="16" rx="2"/><path d="M3 10h18M8 3v4M16 3v4"/>"#,
        "clock": #"<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>"#,
        "timer": #"<circle cx="12" cy="13" r="9"/><path d="M12 13l3-4M10 2h4"/>"#,
        "square": #"<rect x="3" y="3" width="18" height="18" rx="3"/>"#,
        "checkmark.square": #"<rect x="3" y="3" width="18" height="18" rx="3"/><path d="M7.5 12.5l3 3 6-6.5"/>"#,
        "chevron.up.chevron.down": #"<path d="M7 9l5-5 5 5M7 15l5 5 5-5"/>"#,
        "hourglass.bottomhalf.fill": #"<path d="M6 2h12M6 22h12M7 2c0 5 5 6 5 10s-5 5-5 10M17 2c0 5-5 6-5 10s5 5 5 10"/><path d="M8 21c1-3 3-4 4-5 1 1 3 2 4 5z" fill="currentColor"/>"#,
        "hourglass.tophalf.fill": #"<path d="M6 2h12M6 22h12M7 2c0 5 5 6 5 10s-5 5-5 10M17 2c0 5-5 6-5 10s5 5 5 10"/><path d="M8 3c1 3 3 4 4 5 1-1 3-2 4-5z" fill="currentColor"/>"#,
        "paintpalette": #"<path d="M12 3a9 9 0 1 0 0 18c1.5 0 2-1 2-2s-1-1.5-1-2.5 1-1.5 2-1.5h2a4 4 0 0 0 4-4c0-4.5-4-8-9-8z"/><circle cx="7.5" cy="11" r="1"/><circle cx="10" cy="7" r="1"/><circle cx="15" cy="7" r="1"/>"#,
        "person.3": #"<circle cx="12" cy="8" r="3"/><path d="M7 20a5 5 0 0 1 10 0"/><circle cx="5" cy="10" r="2"/><circle cx="19" cy="10" r="2"/><path d="M1 19a4 4 0 0 1 5-3.5M23 19a4 4 0 0 0-5-3.5"/>"#,
        "forward.fill": #"<path d="M2 6l9 6-9 6zM12 6l9 6-9 6z" fill="currentColor"/>"#,
        "envelope": #"<rect x="3" y="5" width="18" height="14" rx="2"/><path d="M3 7l9 6 9-6"/>"#,
        "phone": #"<path d="M5 3h4l2 5-2.5 1.5a11 11 0 0 0 6 6L16 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z"/>"#,
        "arrow.left": #"<path d="M20 12H4M10 6l-6 6 6 6"/>"#,
        "arrow.right": #"<path d="M4 12h16M14 6l6 6-6 6"/>"#,
        "arrow.clockwise": #"<path d="M20 12a8 8 0 1 1-2.3-5.7"/><path d="M20 4v5h-5"/>"#,
    ]
}
