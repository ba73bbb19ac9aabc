// MARK: - Animation

/// An animation, as SwiftUI's: what a TCA feature attaches to an action it sends
/// (`await send(.loaded, animation: .default)`). A headless host draws no frames, so it is
/// accepted and the change happens at once; the value exists so that feature code compiles
/// unchanged.
public struct Animation: Hashable, Sendable {
    private let name: String

    private init(_ name: String) {
        self.name = name
    }

    public static let `default` = Animation("default")
    public static let linear = Animation("linear")
    public static let easeIn = Animation("easeIn")
    public static let easeOut = Animation("easeOut")
    public static let easeInOut = Animation("easeInOut")
    public static let spring = Animation("spring")

    public static func linear(duration: Double) -> Animation { Animation("linear(\(duration))") }
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn(\(duration))") }
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut(\(duration))") }
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut(\(duration))") }

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring(\(response), \(dampingFraction), \(blendDuration))")
    }

    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring(\(response), \(dampingFraction), \(blendDuration))")
    }

    public static let interactiveSpring = Animation("interactiveSpring")

    public static func interpolatingSpring(stiffness: Double, damping: Double) -> Animation {
        Animation("interpolatingSpring(\(stiffness), \(damping))")
    }

    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring(\(mass), \(stiffness), \(damping), \(initialVelocity))")
    }

    public static let interpolatingSpring = Animation("interpolatingSpring")
    public static let bouncy = Animation("bouncy")
    public static let smooth = Animation("smooth")
    public static let snappy = Animation("snappy")

    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy(\(duration), \(extraBounce))")
    }

    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth(\(duration), \(extraBounce))")
    }

    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy(\(duration), \(extraBounce))")
    }

    /// The same animation, delayed; a headless host ignores the delay too.
    public func delay(_ delay: Double) -> Animation { Animation("\(name).delay(\(delay))") }
    /// The same animation at another speed.
    public func speed(_ speed: Double) -> Animation { Animation("\(name).speed(\(speed))") }
}
