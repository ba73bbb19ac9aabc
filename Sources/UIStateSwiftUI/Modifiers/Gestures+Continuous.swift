public import Foundation

// MARK: - Continuous gestures

/// A drag, as SwiftUI's `DragGesture`: shown as `drag` on the node. No protocol verb performs a
/// drag yet, so its `onChanged` and `onEnded` closures are never run.
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI's.
    public struct Value: Equatable, Sendable {
        public var location: CGPoint
        public var startLocation: CGPoint
        public var translation: CGSize
        public var time: Date
    }

    public var minimumDistance: Double
    public var name: String { "drag" }
    public var tapAction: (() -> Void)? { nil }

    public init(minimumDistance: Double = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
    }

    public func onChanged(_ action: @escaping (Value) -> Void) -> DragGesture { self }
    public func onEnded(_ action: @escaping (Value) -> Void) -> DragGesture { self }
}

/// A pinch, as SwiftUI's `MagnificationGesture`; shown as `magnification`.
public struct MagnificationGesture: Gesture {
    public var name: String { "magnification" }
    public var tapAction: (() -> Void)? { nil }

    public init(minimumScaleDelta: Double = 0.01) {}

    public func onChanged(_ action: @escaping (Double) -> Void) -> MagnificationGesture { self }
    public func onEnded(_ action: @escaping (Double) -> Void) -> MagnificationGesture { self }
}

/// A twist, as SwiftUI's `RotationGesture`; shown as `rotation`.
public struct RotationGesture: Gesture {
    public var name: String { "rotation" }
    public var tapAction: (() -> Void)? { nil }

    public init(minimumAngleDelta: Angle = .degrees(1)) {}

    public func onChanged(_ action: @escaping (Angle) -> Void) -> RotationGesture { self }
    public func onEnded(_ action: @escaping (Angle) -> Void) -> RotationGesture { self }
}

/// Where a gesture's points are measured, as SwiftUI's.
public enum CoordinateSpace: Hashable, Sendable {
    case local, global
    case named(String)
}
