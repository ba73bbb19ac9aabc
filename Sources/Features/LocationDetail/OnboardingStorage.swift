import StoreRuntime

// MARK: - Persisted onboarding flag

/// The file name of the onboarding flag: seed 004's `@AppStorage("hasSeenOnboardView")`.
let onboardingFlagKey = "hasSeenOnboardView"

extension SharedValueKey where Value == Bool {
    /// Whether the location app's onboarding was shown, kept in the storage directory under
    /// `hasSeenOnboardView`: seed 004's `@AppStorage` key (and its earlier `kHasSeenOnboardView`
    /// constant), so a file written by the seed's app and ours mean the same thing.
    static var locationDetailHasSeenOnboarding: SharedValueKey<Bool> {
        .persisted(onboardingFlagKey, coder: LocationDetailFlagCoder())
    }
}

/// Stores a flag as the JSON text `true` or `false`.
struct LocationDetailFlagCoder: SharedCoder {
    struct InvalidFlag: Error, CustomStringConvertible {
        let text: String
        var description: String { "expected true or false in the onboarding flag file, found \"\(text)\"" }
    }

    func encode(_ value: Bool) throws -> [UInt8] {
        Array((value ? "true" : "false").utf8)
    }

    func decode(_ bytes: [UInt8]) throws -> Bool {
        let text = String(decoding: bytes, as: UTF8.self).trimmingWhitespace()
        switch text {
        case "true": return true
        case "false": return false
        default: throw InvalidFlag(text: text)
        }
    }
}

private extension String {
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
