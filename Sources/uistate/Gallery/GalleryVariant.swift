import Components
import JSON

/// One column of the gallery: a text size and a colour scheme every screen is shown in.
struct GalleryVariant: Sendable, Equatable {
    let size: DynamicTypeSize
    let scheme: ColorScheme

    /// The column's caption: `large · light`.
    var name: String { "\(size.rawValue) · \(scheme.rawValue)" }

    /// The environment members the variant sets, as `store/create` and scenario files take them.
    var environment: JSONObject {
        ["dynamicTypeSize": .string(size.rawValue), "colorScheme": .string(scheme.rawValue)]
    }

    /// Every size with every scheme, sizes outermost: the gallery's column order.
    static func all(sizes: [DynamicTypeSize], schemes: [ColorScheme]) -> [GalleryVariant] {
        sizes.flatMap { size in schemes.map { GalleryVariant(size: size, scheme: $0) } }
    }

    /// Why a scenario whose launch environment names a size or scheme is not replayed in this
    /// variant (the variant would overwrite what the scenario was written for), or nil when the
    /// scenario leaves both open or names this variant's.
    func conflict(withLaunchEnvironment environment: JSONValue?) -> String? {
        for (key, value) in self.environment {
            if let pinned = environment?[key]?.stringValue, .string(pinned) != value {
                return "the scenario launches with \(key) \(pinned)"
            }
        }
        return nil
    }
}
