import Components
import JSON
import Testing

/// The smallest properties each entry renders from.
private let required: [String: JSONValue] = [
    "text": ["text": "안녕"],
    "image": ["systemName": "star"],
    // iconLeading shows both the icon's and the title's properties; `layout` is checked below.
    "button": ["layout": "iconLeading", "title": "저장", "image": "plus"],
    "plainButton": ["children": [["component": "image", "properties": ["systemName": "bookmark"]]]],
    "textField": ["text": ""],
    "toggle": ["title": "알림"],
    "grid": ["columns": 3],
    "toast": ["message": "저장했어요"],
    "alert": ["title": "Server Error"],
]

/// The node a story is about: the top-level node, or the presentation attached to it.
private func subject(_ tree: JSONValue, name: String) -> JSONValue? {
    let top = tree["children"]?[0]
    if top?["type"]?.stringValue == name { return top }
    // A plain button is a `button` node with `"style": "plain"`.
    if name == "plainButton", top?["type"] == "button", top?["properties"]?["style"] == "plain" { return top }
    return top?["children"]?.arrayValue?.first { $0["type"]?.stringValue == name }
}

@Test func catalogueListsEveryComponentAndItsDefaultsMatchTheTree() throws {
    let names = ComponentCatalogue.entries.map(\.name)
    #expect(names == [
        "text", "image", "button", "plainButton", "textField", "toggle", "spacer", "divider", "toast", "vstack", "hstack",
        "zstack", "list", "grid", "sheet", "fullScreenCover", "overlay", "alert",
    ])
    for entry in ComponentCatalogue.entries {
        let tree = try ComponentCatalogue.render(name: entry.name, properties: required[entry.name] ?? [:])
        let node = try #require(subject(tree, name: entry.name), "\(entry.name) not rendered")
        for property in entry.properties where !property.defaultValue.isNull {
            if ["action", "children", "array of string"].contains(property.type) || property.name == "onChange"
                || property.name == "onDismiss" || property.name == "disabled"
                || (entry.name == "button" && property.name == "layout")
            {
                continue
            }
            let shown = node["properties"]?[property.name]
            let matches = shown == property.defaultValue || shown?["name"] == property.defaultValue
            #expect(matches, "\(entry.name).\(property.name): catalogue says \(property.defaultValue), tree shows \(String(describing: shown))")
        }
    }
}

@Test func catalogueButtonDefaultsToTitleOnly() throws {
    let tree = try ComponentCatalogue.render(name: "button", properties: ["title": "저장"])
    #expect(tree["children"]?[0]?["properties"]?["layout"] == "titleOnly")
}

@Test func catalogueRendersAStoryWithChildren() throws {
    let tree = try ComponentCatalogue.render(
        name: "vstack",
        properties: ["spacing": 4, "children": [["component": "button", "properties": ["layout": "iconOnly", "image": "xmark", "size": 48]]]]
    )
    let button = tree["children"]?[0]?["children"]?[0]
    #expect(button?["properties"]?["size"] == 48)
    #expect(button?["interactions"]?["tap"]?["steps"]?[1] == ["action": "tapped"])
}

@Test func catalogueErrorsArePrecise() {
    func error(_ name: String, _ properties: JSONValue) -> CatalogueError? {
        do { _ = try ComponentCatalogue.render(name: name, properties: properties); return nil } catch { return error }
    }
    #expect(error("buton", [:])?.expected.contains("button") == true)
    #expect(error("button", ["colour": "red"])?.path == "/colour")
    #expect(error("button", ["layout": "iconOnly"])?.path == "/image")
    #expect(error("button", ["title": "a", "size": "big"])?.path == "/size")
    #expect(error("button", ["title": "a", "foreground": "pink"])?.expected.contains("labelNeutral") == true)
    #expect(error("vstack", ["children": [["component": "text", "properties": ["text": 3]]]])?.path == "/children/0/properties/text")
    #expect(error("grid", [:])?.path == "/columns")
}
