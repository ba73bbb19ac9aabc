import Components
import Features
import JSONValue
import Testing

// Golden text renders of the gallery in its main states. Re-record with `UISTATE_RECORD=1`.

private typealias Gallery = ButtonGalleryFeature

private func outline(_ state: Gallery.State, environment: EnvironmentValues<Gallery.Action> = .init()) -> String {
    Gallery.view(state).render(environment: environment).outline(encodeAction: wire)
}

@Test func goldenGalleryWithDefaultsAndOverrides() throws {
    try assertGalleryFormGolden(outline(Gallery.initialState), feature: "ButtonGallery", named: "default")
}

@Test func goldenGalleryAfterATap() throws {
    let state = Gallery.State(lastTappedButton: .filled, tapCount: 3)
    try assertGalleryFormGolden(outline(state), feature: "ButtonGallery", named: "tapped")
}

@Test func goldenGalleryDisabled() throws {
    let state = Gallery.State(areButtonsDisabled: true)
    try assertGalleryFormGolden(outline(state), feature: "ButtonGallery", named: "disabled")
}

@Test func goldenGalleryAtAnAccessibilityTextSize() throws {
    var environment = EnvironmentValues<Gallery.Action>()
    environment.dynamicTypeSize = .accessibilityLarge
    try assertGalleryFormGolden(outline(Gallery.initialState, environment: environment), feature: "ButtonGallery", named: "accessibility-large")
}

/// The outline lists only what differs from the defaults; the JSON tree shows every resolved value.
@Test func goldenDefaultButtonsShowEveryResolvedValueInTheJSONTree() throws {
    let tree = Gallery.view(Gallery.initialState).render().json(encodeAction: wire)
    let defaults = try #require(galleryFormJSONNode(id: "gallery.defaults", in: tree))
    try assertGalleryFormGolden(
        defaults.serializedString(.pretty) + "\n",
        feature: "ButtonGallery",
        named: "defaults-json"
    )
}

/// The node with `id` in a tree's JSON form, searching depth first.
func galleryFormJSONNode(id: String, in node: JSONValue) -> JSONValue? {
    if node["id"] == .string(id) { return node }
    for child in node["children"]?.arrayValue ?? [] {
        if let found = galleryFormJSONNode(id: id, in: child) { return found }
    }
    return nil
}
