import Components
import JSON
import Testing

private func screen(_ rows: [Row]) -> some Component<TestAction> {
    VStack {
        Text("title")
        List {
            ForEach(rows) { row in
                HStack {
                    Text(row.title)
                    Button.iconOnly(image: "trash", action: .rowTapped(row.id))
                }
            }
        }
        Button.titleOnly(title: "저장", action: .saveTapped).id("save")
    }
}

@Test func idsDeriveFromStructureAndListData() throws {
    let tree = screen([Row(id: 1, title: "a"), Row(id: 2, title: "b")]).render()
    #expect(try tree.find(.text("title")).id == "vstack.0/text.0")
    #expect(try tree.find(.text("b")).id == "vstack.0/list.0/hstack[2]/text.0")
    #expect(try tree.find(.id("save")).text == "저장")
}

@Test func idsStayStableWhenARowIsInserted() throws {
    let before = screen([Row(id: 1, title: "a"), Row(id: 2, title: "b")]).render()
    let after = screen([Row(id: 0, title: "new"), Row(id: 1, title: "a"), Row(id: 2, title: "b")]).render()
    var beforeIDs: Set<String> = []
    before.root.forEachNodeForTests { beforeIDs.insert($0.id) }
    var afterIDs: Set<String> = []
    after.root.forEachNodeForTests { afterIDs.insert($0.id) }
    #expect(beforeIDs.isSubset(of: afterIDs))
    #expect(afterIDs.subtracting(beforeIDs) == [
        "vstack.0/list.0/hstack[0]", "vstack.0/list.0/hstack[0]/text.0", "vstack.0/list.0/hstack[0]/button.0",
    ])
}

@Test func collidingIDsAreMadeUniqueInRenderOrder() throws {
    let rows = [Row(id: 1, title: "a")]
    let tree = VStack<TestAction> {
        ForEach(rows) { Text($0.title) }
        ForEach(rows) { Text($0.title + "2") }
        Text("x").id("dup")
        Text("y").id("dup")
    }.render()
    #expect(try tree.find(.text("a")).id == "vstack.0/text[1]")
    #expect(try tree.find(.text("a2")).id == "vstack.0/text[1]~2")
    #expect(try tree.find(.text("y")).id == "dup~2")
}

/// A parent's ids are kept in a short list, then in a set once there are many siblings: a
/// collision is found on either side of the switch, and among 40 rows, which all keep their ids.
@Test func collidingIDsAreMadeUniqueAmongManySiblings() throws {
    let rows = (1...40).map { Row(id: $0, title: "row \($0)") }
    let tree = VStack<TestAction> {
        Text("x").id("early")
        Text("y").id("early")
        ForEach(rows) { Text($0.title) }
        Text("z").id("late")
        Text("w").id("late")
        Text("v").id("early")
    }.render()
    #expect(try tree.find(.text("y")).id == "early~2")
    #expect(try tree.find(.text("w")).id == "late~2")
    #expect(try tree.find(.text("v")).id == "early~3")
    #expect(try tree.find(.text("row 40")).id == "vstack.0/text[40]")
    let ids = tree.root.children.flatMap(\.children).map(\.id)
    #expect(ids.count == 45 && Set(ids).count == 45)
}

@Test func aForEachIdentifiedByKeyPathGivesTheIdsOfOneOverIdentifiableElements() {
    let rows = (0..<5).map { Row(id: $0 * 7, title: "row \($0)") }
    let byKeyPath = VStack<TestAction> { ForEach(rows, id: \.id) { Text($0.title) } }.render()
    let identifiable = VStack<TestAction> { ForEach(rows) { Text($0.title) } }.render()
    let byTitle = VStack<TestAction> { ForEach(rows, id: \.title) { Text($0.title) } }.render()
    #expect(byKeyPath.json(encodeAction: encode) == identifiable.json(encodeAction: encode))
    #expect(byKeyPath.root.children.flatMap(\.children).map(\.id) == ["vstack.0/text[0]", "vstack.0/text[7]", "vstack.0/text[14]", "vstack.0/text[21]", "vstack.0/text[28]"])
    #expect(byTitle.root.children.flatMap(\.children).map(\.id) == (0..<5).map { "vstack.0/text[row \($0)]" })
}

@Test func aPlainButtonTakesItsContentsFirstTextAndLabel() throws {
    let tree = VStack<TestAction> {
        PlainButton(action: .saveTapped) {
            HStack {
                Image(systemName: "star").accessibilityLabel("별")
                Text("저장")
                Text("두 번째")
            }
        }
    }.render()
    let button = try tree.find(.type("button"))
    #expect(button.text == "저장")
    #expect(button.accessibilityLabel == "별")
    var inner: [String?] = []
    button.forEachNodeForTests { if $0.id != button.id { inner.append($0.text ?? $0.accessibilityLabel) } }
    #expect(inner.allSatisfy { $0 == nil })
}

@Test func sameStateAndEnvironmentGiveIdenticalBytes() {
    let rows = (0..<200).map { Row(id: $0, title: "row \($0)") }
    let first = screen(rows).render().json(encodeAction: encode).serialized()
    let second = screen(rows).render().json(encodeAction: encode).serialized()
    #expect(first == second)
}

extension RenderedNode {
    func forEachNodeForTests(_ visit: (RenderedNode) -> Void) {
        visit(self)
        for child in children { child.forEachNodeForTests(visit) }
    }
}
