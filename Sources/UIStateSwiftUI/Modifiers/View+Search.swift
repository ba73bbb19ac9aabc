import Components
import JSON

// MARK: - Search

extension View {
    /// A search field for this content, as SwiftUI's: a `textField` node `<id>/searchField`
    /// attached to the node (after its content, as a toolbar is), with `"search": true`, its
    /// `placement` and the prompt as placeholder ("Search" by default). Typing writes through
    /// `text`; the return key runs the `.onSubmit(of: .search)` actions around it.
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(SearchFieldAttachment(text: text, placement: placement, prompt: prompt?.string))
    }

    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(SearchFieldAttachment(text: text, placement: placement, prompt: prompt.key))
    }

    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        modifier(SearchFieldAttachment(text: text, placement: placement, prompt: String(prompt)))
    }
}

/// Where a search field goes, as SwiftUI's; shown as the field's `placement`.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        SearchFieldPlacement(name: displayMode == .always ? "navigationBarDrawerAlways" : "navigationBarDrawer")
    }

    /// Whether the drawer's field shows while the content scrolls, as SwiftUI's.
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable {
        case automatic, always
    }
}

struct SearchFieldAttachment: NodeModifier {
    let text: Binding<String>
    let placement: SearchFieldPlacement
    let prompt: String?

    func finish<Action>(_ node: inout RenderedNode<Action>, _ context: ViewContext<Action>) {
        var field = TextField<Text>(title: prompt ?? "Search", text: text)
        field.submitTrigger = .search
        var fields = context.renderChildren(of: node.id, field.modifier(ExplicitID(id: node.id + "/searchField")))
        for index in fields.indices {
            fields[index].set("search", true, outline: true)
            fields[index].set("placement", .string(placement.name), outline: placement != .automatic)
        }
        node.children += fields
    }
}
