import Components
import JSON

/// Screens of a SwiftUI app as the SwiftUI layer renders them, covering every node type and
/// property it adds; each mirrors a view a TCA 1.3 app writes (noted above it).
enum SwiftUIScreens {
    static let list = "navigationStack.0/list.0"

    /// `NavigationView { List { ForEachStore … { HStack { Toggle("Done", …); TextField(…) } } }
    /// .navigationTitle("Todos").toolbar { Add, Clear Completed } }.alert(store:)`
    static func todos(alert: Bool) -> some Component<ScreenAction> {
        let rows = [("1", "Buy milk", false), ("2", "", false), ("3", "Walk the dog", true)].map { id, text, done in
            let row = list + "/hstack[\(id)]"
            return UI.hstack(row, [
                UI.toggle(row + "/toggle.0", "Done", isOn: done),
                UI.textField(row + "/textField.0", text, placeholder: "Untitled Todo"),
            ])
        }
        let toolbar = UI.toolbar(list + "/toolbar", [("navigationBarTrailing", "Add"), ("navigationBarLeading", "Clear Completed")])
        var stack = UI.navigationStack(UI.list(list, rows).with("navigationTitle", "Todos").appending(toolbar))
        if alert {
            stack = stack.appending(UI.alert("navigationStack.0/alert", title: "Clear 1 completed?", message: nil, [
                UI.button("navigationStack.0/alert/button.0", "Clear", role: "destructive"),
                UI.button("navigationStack.0/alert/button.1", "Cancel", role: "cancel"),
            ]))
        }
        return Prebuilt(stack)
    }

    /// `NavigationStack { Form { Section("Account") { NavigationLink; Toggle }
    /// Section { ForEach(favorites) … .onDelete .onMove } header: footer: …
    /// Section(footer:) { Button("Delete Account", role: .destructive) } }
    /// .navigationTitle("Settings").navigationBarTitleDisplayMode(.inline)
    /// .toolbar { cancellationAction, confirmationAction } }`
    static func settings() -> some Component<ScreenAction> {
        let form = list
        let account = UI.section(form + "/section.0", header: "Account", [
            UI.link(form + "/section.0/button.0", "Profile"),
            UI.toggle(form + "/section.0/toggle.0", "Notifications", isOn: true),
        ])
        let favorites = ["Coffee", "Tea", "Water"].enumerated().map { index, name in
            let row = form + "/section.1/text[\(name)]"
            var actions = [("delete", "Delete")]
            if index > 0 { actions.append(("moveUp", "Move Up")) }
            if index < 2 { actions.append(("moveDown", "Move Down")) }
            return UI.rowActions(of: row, actions).reduce(UI.text(row, name)) { $0.appending($1) }
        }
        let favoritesSection = UI.section(form + "/section.1", header: "Favorites", footer: "Swipe a drink to remove it.", favorites)
        let danger = UI.section(form + "/section.2", footer: "This cannot be undone.", [
            UI.button(form + "/section.2/button.0", "Delete Account", role: "destructive"),
        ])
        let toolbar = UI.toolbar(form + "/toolbar", [("cancellationAction", "Cancel"), ("confirmationAction", "Save")])
        let content = UI.list(form, style: "insetGrouped", [account, favoritesSection, danger])
            .with("form", true).with("navigationTitle", "Settings").with("navigationTitleDisplayMode", "inline")
            .appending(toolbar)
        return Prebuilt(UI.navigationStack(content))
    }

    /// A list whose link is pushed: `NavigationLink("Buy milk") { TodoDetail() }` where the detail
    /// is a `VStack` of styled texts, bordered buttons and shapes with a principal title view and
    /// a bottom bar, `.navigationTitle("Buy milk").navigationBarTitleDisplayMode(.inline)`.
    static func pushed(backButtonHidden: Bool = false, parentTitle: String = "Todos") -> some Component<ScreenAction> {
        let link = list + "/button[1]"
        let page = link + "/navigationDestination/vstack.0"
        var detail = UI.vstack(page, alignment: "leading", spacing: 12, [
            UI.text(page + "/text.0", "Whole milk, 2 litres").with("italic", true),
            UI.text(page + "/text.1", "Skimmed").with("strikethrough", true),
            UI.text(page + "/text.2", "From the farm shop").with("underline", true).with("monospacedDigit", true),
            UI.hstack(page + "/hstack.0", [
                UI.button(page + "/hstack.0/button.0", "Edit").with("buttonStyle", "bordered"),
                UI.button(page + "/hstack.0/button.1", "Done").with("buttonStyle", "borderedProminent"),
                UI.button(page + "/hstack.0/button.2", "Delete", role: "destructive").with("buttonStyle", "borderedProminent"),
            ]),
            UI.hstack(page + "/hstack.1", [
                UI.shape(page + "/hstack.1/shape.0", "circle", fill: "#34C759", ["frame": ["width": 24, "height": 24]]),
                UI.shape(page + "/hstack.1/shape.1", "capsule", fill: "#FF9500", ["frame": ["width": 60, "height": 24]]),
                UI.shape(page + "/hstack.1/shape.2", "roundedRectangle", fill: "#007AFF", ["cornerRadius": 6, "frame": ["width": 40, "height": 24]]),
                UI.shape(page + "/hstack.1/shape.3", "circle", fill: "labelNormal", ["stroke": "#FF3B30", "frame": ["width": 24, "height": 24]]),
                // A clock's hand, drawn in the 390 × 844 space a `Path` view is given: from the
                // middle of its box to the top edge (measured in the browser suite).
                UI.shape(page + "/hstack.1/shape.4", "path", fill: "labelNormal", [
                    "stroke": "labelNormal", "lineWidth": 2, "elements": 2,
                    "path": ["in": [0, 0, 390, 844], "d": "M195 422L195 0"], "frame": ["width": 24, "height": 24],
                ]),
            ]),
            UI.text(page + "/text.3", "Note").with("padding", ["edges": ["leading", "trailing"], "length": 12])
                .with("frame", ["maxWidth": "infinity", "alignment": "leading"])
                .with("background", "#FFCC0033").with("cornerRadius", 8).with("opacity", 0.8),
            // `.frame(maxWidth: 120).frame(maxWidth: .infinity)`: 120 points wide, centred in
            // the width offered (measured in the browser suite).
            UI.text(page + "/text.4", "Centred").with("frame", ["maxWidth": "infinity", "inner": ["maxWidth": 120]])
                .with("background", "#34C75933"),
        ])
        .with("padding", 16).with("navigationTitle", "Buy milk").with("navigationTitleDisplayMode", "inline")
        if backButtonHidden { detail = detail.with("navigationBarBackButtonHidden", true) }
        let bar = page + "/toolbar"
        let toolbar = UINode("toolbar", bar, role: .toolbar, ["placement": "navigationBar"], children: [
            UI.text(bar + "/text.0", "Buy milk", font: ["name": "headline", "size": 17, "weight": "semibold"])
                .with("toolbarPlacement", "principal"),
            UI.button(bar + "/button.0", "Share").with("toolbarPlacement", "primaryAction"),
            UI.button(bar + "/button.1", "Previous").with("toolbarPlacement", "bottomBar"),
            UI.button(bar + "/button.2", "Next").with("toolbarPlacement", "bottomBar"),
            UI.button(bar + "/button.3", "Hide Keyboard").with("toolbarPlacement", "keyboard"),
        ])
        let rows = [
            UI.link(link, "Buy milk", pushing: UI.destination(link + "/navigationDestination", detail.appending(toolbar))),
            UI.link(list + "/button[2]", "Walk the dog"),
        ]
        return Prebuilt(UI.navigationStack(UI.list(list, rows).with("navigationTitle", .string(parentTitle))))
    }

    /// `.confirmationDialog("Delete Photo?", isPresented:) { Button("Delete", role: .destructive)
    /// Button("Archive"); Button("Cancel", role: .cancel) } message: { … }` over a screen with a
    /// large title, a principal-less toolbar and a centred `VStack` with `.padding()`.
    static func dialog() -> some Component<ScreenAction> {
        let page = "navigationStack.0/vstack.0"
        let content = UI.vstack(page, [
            UI.image(page + "/image.0", "star.fill", foreground: "#FFCC00"),
            UI.text(page + "/text.0", "Sunset", font: ["name": "title", "size": 28, "weight": "bold"]),
            UI.text(page + "/text.1", "Taken yesterday at the beach.", foreground: "labelAlternative"),
        ])
        .with("padding", 16).with("navigationTitle", "Photo")
        let dialog = UI.alert(page + "/alert", title: "Delete Photo?", message: "It will be gone from all your devices.", style: "confirmationDialog", [
            UI.button(page + "/alert/button.0", "Delete", role: "destructive"),
            UI.button(page + "/alert/button.1", "Archive"),
            UI.button(page + "/alert/button.2", "Cancel", role: "cancel"),
        ])
        return Prebuilt(UI.navigationStack(content.appending(dialog)))
    }

    /// `.sheet(isPresented:) { NavigationStack { Form { TextField; SecureField }
    /// .navigationTitle("Sign In").navigationBarTitleDisplayMode(.inline).toolbar { Cancel } } }`
    /// over a screen with a large title.
    static func signInSheet(detent: String = "large") -> some Component<ScreenAction> {
        let sheet = "navigationStack.0/vstack.0/sheet"
        let form = sheet + "/navigationStack.0/list.0"
        let fields = UI.section(form + "/section.0", footer: "We never share your address.", [
            UI.textField(form + "/section.0/textField.0", "ada@example.com", placeholder: "Email"),
            UI.textField(form + "/section.0/textField.1", "secret", placeholder: "Password").with("secure", true),
        ])
        let content = UI.list(form, style: "insetGrouped", [fields]).with("form", true)
            .with("navigationTitle", "Sign In").with("navigationTitleDisplayMode", "inline")
            .appending(UI.toolbar(form + "/toolbar", [("cancellationAction", "Cancel")]))
        let presented = UINode("sheet", sheet, role: .dialog, ["detent": .string(detent), "dragIndicator": true], children: [
            UINode("navigationStack", sheet + "/navigationStack.0", children: [content]),
        ]).presented()
        let screen = UI.vstack("navigationStack.0/vstack.0", [UI.text("navigationStack.0/vstack.0/text.0", "Welcome")])
            .with("navigationTitle", "Home").appending(presented)
        return Prebuilt(UI.navigationStack(screen))
    }

    /// A SwiftUI view with no navigation stack: `ScrollView { … }` of a colour band, framed
    /// texts and a `ZStack` over a `Color`, at the root.
    static func scrolling() -> some Component<ScreenAction> {
        let scroll = "scrollView.0"
        return Prebuilt(UINode("scrollView", scroll, ["axis": "vertical"], children: [
            UI.shape(scroll + "/shape.0", "rectangle", fill: "#5856D6", ["frame": ["height": 120]]),
            UI.text(scroll + "/text.0", "Centred in its frame").with("frame", ["maxWidth": "infinity"]),
            UI.text(scroll + "/text.1", "Trailing").with("frame", ["maxWidth": "infinity", "alignment": "trailing"])
                .with("padding", ["edges": ["trailing"], "length": 16]),
            UINode("zstack", scroll + "/zstack.0", ["alignment": "center"], children: [
                UI.shape(scroll + "/zstack.0/shape.0", "roundedRectangle", fill: "#F2F2F7", ["cornerRadius": 12]),
                UI.text(scroll + "/zstack.0/text.0", "On a card").with("padding", 24),
            ]).with("frame", ["height": 100]).with("padding", 16),
            UINode("scrollView", scroll + "/scrollView.0", ["axis": "horizontal"], children: (0..<6).map { index in
                UI.shape(scroll + "/scrollView.0/shape.\(index)", "capsule", fill: "#FF2D55", ["frame": ["width": 80, "height": 32]])
            }),
        ]))
    }
}
