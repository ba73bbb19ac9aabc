import UIStateTesting
import Testing

private struct Profile: Equatable {
    enum Role: Equatable { case admin, member(since: Int, invitedBy: String?) }
    var name: String
    var nickname: String?
    var role: Role
    var tags: Set<String>
    var scores: [String: Int]
    var friends: [String]
}

@Test func dumpsStructsEnumsCollectionsAndOptionalsOneFieldPerLine() {
    let profile = Profile(
        name: "Ada", nickname: nil, role: .member(since: 2024, invitedBy: "Grace"),
        tags: ["b", "a", "c"], scores: ["z": 1, "a": 2], friends: []
    )
    #expect(ValueDumper.dump(profile) == """
        Profile(
          name: "Ada",
          nickname: nil,
          role: .member(since: 2024, invitedBy: "Grace"),
          tags: Set([
            "a",
            "b",
            "c"
          ]),
          scores: [
            "a": 2,
            "z": 1
          ],
          friends: []
        )
        """)
}

@Test func dumpsTopLevelEnumsWithTheirTypeAndStringsQuotedAndEscaped() {
    #expect(ValueDumper.dump(Profile.Role.admin) == "Profile.Role.admin")
    #expect(ValueDumper.dump("say \"hi\"\n") == #""say \"hi\"\n""#)
    #expect(ValueDumper.dump([1, 2]) == "[\n  [0]: 1,\n  [1]: 2\n]")
    #expect(ValueDumper.dump(Optional<Int>.some(3) as Any) == "3")
}
