package import Components
import JSON

// MARK: - TextField

/// A field bound to text, as SwiftUI's: `TextField("Name", text: $name)`.
///
/// The node is a `textField` like uistate's own, its title the placeholder; `view/input` writes
/// the new text through the binding (sending whatever the binding sends), `view/submit` runs
/// `.onSubmit`.
public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: String
    let text: Binding<String>
    var isSecure = false
    /// Which `.onSubmit` actions the return key runs: `.search` for a `.searchable` field.
    var submitTrigger = SubmitTriggers.text

    init(title: String, text: Binding<String>) {
        self.title = title
        self.text = text
    }

    package func render<Action>(in context: ViewContext<Action>, into sink: inout NodeSink<Action>) {
        let binding = UncheckedValue(text)
        let input: @Sendable (String) -> [InteractionStep<Action>] = { newText in
            InteractionRecorder.dryRun { binding.value.wrappedValue = newText }
        }
        var field = Components.TextField<Action>(text: text.wrappedValue, input: input)
            .placeholder(title)
        if let action = context.submitAction(for: submitTrigger) { field = field.onSubmit(action) }
        let start = sink.nodes.count
        context.render(component: field, into: &sink)
        guard start < sink.nodes.count else { return }
        if isSecure { sink.nodes[start].set("secure", true, outline: true) }
        context.environment[TextInputTraitsKey.self].apply(to: &sink.nodes[start])
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(title: titleKey.key, text: text)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(title: String(title), text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(title: prompt?.string ?? titleKey.key, text: text)
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(title: titleKey.key, text: text)
    }
}

/// A field whose text is hidden, as SwiftUI's: a `textField` with `"secure": true`.
public struct SecureField: View {
    let field: TextField<Text>

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        var field = TextField<Text>(title: titleKey.key, text: text)
        field.isSecure = true
        self.field = field
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(LocalizedStringKey(stringLiteral: String(title)), text: text)
    }

    public var body: some View { field }
}
