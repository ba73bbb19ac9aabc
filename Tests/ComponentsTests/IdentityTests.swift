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
