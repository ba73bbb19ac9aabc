import Components
import Testing

/// A search resolves each candidate by id on a tree whose digest it has read: the node found
/// through the digest is the one a walk of the tree finds, and so is every refusal.
@Suite("A selector by id finds through the tree's digest what a walk finds")
struct FindThroughDigestTests {
    static let tree = VStack<TestAction> {
        Text("위").id("twice")
        HStack<TestAction> {
            Button.titleOnly(title: "행", action: .rowTapped(1)).id("twice")
            Text("옆")
        }
        VStack<TestAction> {
            Button.titleOnly(title: "저장", action: .saveTapped)
            TextField(text: "", onChange: { .textChanged($0) }).title("이름")
        }
        Text("끝")
    }.render()

    /// What finding `selector` gives: the node (its id, type, text and subtree size) or the error.
    static func found(_ selector: Selector, digest: TreeDigest?) -> String {
        do {
            let node = try tree.find(selector, digest: digest)
            return "\(node.id) \(node.type) \(node.text ?? "-") \(node.subtreeCount)"
        } catch {
            return "\(error.kind) \(error.candidates.map(\.id))"
        }
    }

    @Test func everyIDAndIndexFindsTheSameNodeOrError() {
        let digest = Self.tree.digest(caseName: { _ in nil })
        let ids = digest.nodes.map(\.id) + ["missing"]
        #expect(ids.filter { $0 == "twice" }.count == 2)
        for id in ids {
            for selector in [Selector.id(id), .id(id).index(0), .id(id).index(1), .id(id).index(3)] {
                #expect(Self.found(selector, digest: digest) == Self.found(selector, digest: nil), "\(selector)")
            }
        }
    }
}
