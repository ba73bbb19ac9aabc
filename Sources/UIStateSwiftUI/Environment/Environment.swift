import Components

// MARK: - Environment

/// Reads a value of the environment, as SwiftUI's `@Environment(\.dismiss) var dismiss`.
///
/// The renderer sets it before the view's body, so the closures the body makes (a button's)
/// read the value of the render that made them.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    private let keyPath: KeyPath<EnvironmentValues, Value>
    private let box = EnvironmentBox()

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    public var wrappedValue: Value {
        (box.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

extension Environment: InstallableProperty {
    func install(_ installation: PropertyInstallation) {
        box.environment = installation.environment
    }
}

/// The environment a view was last rendered in, shared by every copy of the view.
final class EnvironmentBox: @unchecked Sendable {
    // Unchecked: set and read on the store queue that renders.
    var environment: EnvironmentValues?
}

/// The user's preferred text size, as SwiftUI's; fonts scale with it as Apple's table says.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }

    init(_ size: Components.DynamicTypeSize) {
        let index = Components.DynamicTypeSize.allCases.firstIndex(of: size) ?? 3
        self = Self.allCases[index]
    }

    var componentSize: Components.DynamicTypeSize {
        let index = Self.allCases.firstIndex(of: self) ?? 3
        return Components.DynamicTypeSize.allCases[index]
    }
}

/// Light or dark appearance, as SwiftUI's.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}
