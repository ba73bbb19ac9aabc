import Features
import FoundationEssentials
import StoreRuntime
import Testing

@Test func incrementingUUIDsCountFromZero() {
    let uuid = UUIDGenerator.incrementing
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000000")
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000001")
    for _ in 0..<254 { _ = uuid() }
    #expect(uuid().uuidString == "00000000-0000-0000-0000-000000000100")
}

@Test func seededRandomRepeatsForTheSameSeedAndCopiesShareTheSequence() {
    var first = SeededRandom(seed: 42)
    var second = SeededRandom(seed: 42)
    let a = (0..<5).map { _ in Int.random(in: 0..<1000, using: &first) }
    let b = (0..<5).map { _ in Int.random(in: 0..<1000, using: &second) }
    #expect(a == b)
    var copy = first
    #expect(copy.next() != first.next())
    var other = SeededRandom(seed: 43)
    #expect((0..<5).map { _ in Int.random(in: 0..<1000, using: &other) } != a)
}

@Test func testClockStartsAt2026AndMovesOnlyWhenAdvanced() async throws {
    let clock = TestClock()
    #expect(clock.now.description == "2026-01-01T00:00:00.000Z")
    #expect(clock.now.millisecondsSince1970 == 1_767_225_600_000)
    let dependencies = Dependencies.test(clock: clock)
    let before = dependencies.date.now
    try await Task.sleep(for: .milliseconds(5))
    #expect(dependencies.date.now == before)
    await clock.advance(milliseconds: 1500)
    #expect(clock.now.description == "2026-01-01T00:00:01.500Z")
    #expect(dependencies.date.now.timeIntervalSince(before) == 1.5)
}

@Test func testClockSleepOutsideAnEffectWakesOnAdvance() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    #expect(clock.nextDeadline == UIInstant.testEpoch.advanced(by: .seconds(1)))
    await clock.advance(by: .seconds(1))
    try await sleeper.value
    #expect(clock.sleeperCount == 0)
}

@Test func cancellingATestClockSleepThrowsCancellation() async throws {
    let clock = TestClock()
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    while clock.sleeperCount == 0 { await Task.yield() }
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.sleeperCount == 0)
}

@Test func presetsSelectTestValuesByNameAndRejectUnknownNames() async throws {
    var dependencies = Dependencies.test()
    #expect(dependencies.selectedPreset(for: NumberFactKey.self) == "succeeds")
    #expect(try await dependencies[NumberFactKey.self].fact(1) == "1 is a good number.")
    try dependencies.selectPreset("fails", forKeyOfType: NumberFactKey.self)
    await #expect(throws: NumberFactError.self) { try await dependencies[NumberFactKey.self].fact(1) }
    #expect(throws: UnknownPresetError(dependency: "numberFact", preset: "flaky", available: ["succeeds", "fails", "never", "slow"])) {
        try dependencies.selectPreset("flaky", for: NumberFactKey.self)
    }
    dependencies[NumberFactKey.self] = NumberFactClient { _ in "overridden" }
    #expect(try await dependencies[NumberFactKey.self].fact(1) == "overridden")
    #expect(try await Dependencies.live()[NumberFactKey.self].fact(2) == "2 is a number.")
}

@Test func identifiedArrayKeepsIDsUniqueAndEncodesAsAPlainArray() throws {
    struct Item: Identifiable, Equatable, Codable { var id: Int; var title: String }
    var items = IdentifiedArray([Item(id: 1, title: "a"), Item(id: 2, title: "b"), Item(id: 1, title: "dup")])
    #expect(items.ids == [1, 2])
    let appended = items.append(Item(id: 2, title: "again"))
    #expect(!appended)
    items.insert(Item(id: 0, title: "zero"), at: 0)
    #expect(items[id: 2]?.title == "b")
    items.remove(id: 1)
    items[id: 5] = Item(id: 5, title: "e")
    items.move(from: 2, to: 0)
    #expect(items.ids == [5, 0, 2])
    let modified = items.modify(id: 0) { item -> Int in
        item.title = "z"
        return 1
    }
    #expect(modified == 1)
    #expect(items[id: 0]?.title == "z")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    let data = try encoder.encode(items)
    #expect(String(decoding: data, as: UTF8.self) == #"[{"id":5,"title":"e"},{"id":0,"title":"z"},{"id":2,"title":"b"}]"#)
    #expect(try JSONDecoder().decode(IdentifiedArray<Item>.self, from: data) == items)
    #expect(throws: DecodingError.self) {
        try JSONDecoder().decode(IdentifiedArray<Item>.self, from: Data(#"[{"id":1,"title":"a"},{"id":1,"title":"b"}]"#.utf8))
    }
}

@Test func instantsPrintAsISO8601InUTCWithMillisecondsEvenBefore1970() {
    #expect(UIInstant(millisecondsSince1970: -1).description == "1969-12-31T23:59:59.999Z")
    #expect(UIInstant(millisecondsSince1970: 951_782_400_123).description == "2000-02-29T00:00:00.123Z")
    #expect(UIInstant(sinceEpoch: .seconds(Int64(-400) * 365 * 86_400)).description.hasSuffix("after 1970-01-01T00:00:00Z"))
}

/// `Dependencies` keeps its parts in one box shared by copies until one writes: each copy must
/// still behave as a value of its own (its clock, its date following its clock, its presets and
/// overrides), whichever copy writes first.
@Test func copiesOfDependenciesChangeIndependently() async throws {
    let first = TestClock()
    let second = TestClock(now: UIInstant(millisecondsSince1970: 1_000))
    var original = Dependencies.test(clock: first)
    var copy = original
    copy.clock = second
    #expect(copy.date.now == Date(timeIntervalSince1970: 1))
    #expect(original.date.now == Date(timeIntervalSince1970: 1_767_225_600))
    await second.advance(milliseconds: 500)
    #expect(copy.date.now == Date(timeIntervalSince1970: 1.5))
    #expect(original.date.now == Date(timeIntervalSince1970: 1_767_225_600))

    // A date of its own stops one copy's date from following its clock, not the other's.
    let kept = original
    original.date = .constant(Date(timeIntervalSince1970: 7))
    original.clock = second
    #expect(original.date.now == Date(timeIntervalSince1970: 7))
    var follower = kept
    follower.clock = second
    #expect(follower.date.now == Date(timeIntervalSince1970: 1.5))
    #expect(kept.date.now == Date(timeIntervalSince1970: 1_767_225_600))

    // Presets and overrides written on one copy, read through another and as the current ones.
    var chosen = kept
    try chosen.selectPreset("fails", for: NumberFactKey.self)
    #expect(chosen.selectedPreset(for: NumberFactKey.self) == "fails")
    #expect(kept.selectedPreset(for: NumberFactKey.self) == "succeeds")
    var overridden = chosen
    overridden[NumberFactKey.self] = NumberFactClient { _ in "overridden" }
    #expect(try await overridden[NumberFactKey.self].fact(1) == "overridden")
    await #expect(throws: NumberFactError.self) { try await chosen[NumberFactKey.self].fact(1) }
    #expect(!chosen.hasClientsOfItsOwn && overridden.hasClientsOfItsOwn)
    let current = try await Dependencies.$current.withValue(overridden) { try await Dependencies.current[NumberFactKey.self].fact(2) }
    #expect(current == "overridden")
    #expect(try await kept[NumberFactKey.self].fact(1) == "1 is a good number.")
}
