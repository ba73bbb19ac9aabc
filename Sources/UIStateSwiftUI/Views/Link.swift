import Components
public import Foundation
import JSON

// MARK: - Link

/// A control that opens a URL, as SwiftUI's: `Link("Terms", destination: url)`.
///
/// The node is a `button` with `"style": "link"`, the role `link` and its `destination`; a tap
/// opens the URL through the environment's `\.openURL`, which a host reports as the event
/// `openURL` with the URL (a feature's own `.environment(\.openURL, …)` handler runs instead).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let open = openURL
        let destination = destination
        Button(action: { open(destination) }, label: { label })
            .modifier(PropertySetter(key: "style", value: "link"))
            .modifier(PropertySetter(key: "destination", value: .string(destination.absoluteString)))
            .modifier(RoleSetter(role: .link))
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// Gives the nodes of the content another accessibility role.
struct RoleSetter: NodeModifier {
    let role: AccessibilityRole

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        node.role = role
    }
}
