import Components
import Features
import UIStateTesting
import JSON
import Testing

// Golden text renders of the gallery in its main states. Re-record with `UISTATE_RECORD=1`.

private typealias Gallery = ButtonGalleryFeature

private func outline(_ state: Gallery.State, environment: EnvironmentValues<Gallery.Action> = .init()) -> String {
    Gallery.view(state).render(environment: environment).outline(encodeAction: wire)
}

@Test func goldenGalleryWithDefaultsAndOverrides() throws {
    try assertGolden(outline(Gallery.initialState), file: "ButtonGallery/default.txt")
}

@Test func goldenGalleryAfterATap() throws {
    let state = Gallery.State(lastTappedButton: .filled, tapCount: 3)
    try assertGolden(outline(state), file: "ButtonGallery/tapped.txt")
}

@Test func goldenGalleryDisabled() throws {
    let state = Gallery.State(areButtonsDisabled: true)
    try assertGolden(outline(state), file: "ButtonGallery/disabled.txt")
}

@Test func goldenGalleryAtAnAccessibilityTextSize() throws {
    var environment = EnvironmentValues<Gallery.Action>()
    environment.dynamicTypeSize = .accessibilityLarge
    try assertGolden(outline(Gallery.initialState, environment: environment), file: "ButtonGallery/accessibility-large.txt")
}

/// The outline lists only what differs from the defaults; the JSON tree shows every resolved value.
@Test func goldenDefaultButtonsShowEveryResolvedValueInTheJSONTree() throws {
    let tree = Gallery.view(Gallery.initialState).render().json(encodeAction: wire)
    let defaults = try #require(galleryFormJSONNode(id: "gallery.defaults", in: tree))
    try assertGolden(
        defaults.serializedString(.pretty) + "\n",
        file: "ButtonGallery/defaults-json.txt"
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
