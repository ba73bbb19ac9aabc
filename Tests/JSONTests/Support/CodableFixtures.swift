import Foundation

// Types shaped like a feature's actions and state, shared by the Codable bridge tests.

enum ChildAction: Codable, Equatable {
    case invalidText(String)
    case selected([Int])
    case dismissed
}

enum RelationAction: Codable, Equatable {
    case delegate(ChildAction)
    case reset
}

struct Bookmark: Codable, Equatable, Hashable {
    var id: Int
    var title: String
}

enum Action: Codable, Equatable {
    case saveButtonTapped
    case itemTapped(Int)
    case bookmarkResponse(id: Int, ok: Bool)
    case move(Int, Int)
    case items([Int])
    case pair([Int], Int)
    case optionalPair([Int]?, Int?)
    case search(String?)
    case mixed(Int, label: String)
    case optionalMixed(Int?, label: String?)
    case empty(Empty)
    case bookmark(Bookmark)
    case relation(RelationAction)
    case matrix([[Int]])
    case children([ChildAction])
    case byName([String: ChildAction])
}

struct Empty: Codable, Equatable, Hashable {}

/// A struct that holds an empty struct: its synthesized form is `{"k": {}}`, exactly the shape of
/// a payload-less enum case, and must stay that way.
struct HoldsEmpty: Codable, Equatable {
    var k: Empty
}

/// A struct whose single field holds `{"_0": …}`-like content must stay untouched too.
struct PositionalLooking: Codable, Equatable {
    var _0: Int
}

enum Theme: String, Codable, Equatable, CaseIterable {
    case light, dark
}

enum Level: Int, Codable, Equatable {
    case low = 1, high = 2
}

enum Suit: Codable, Equatable, CaseIterable, Hashable {
    case hearts, spades
}
