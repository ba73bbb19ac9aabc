import Foundation
import StoreRuntime
import UIStateTesting
import Testing

/// A fresh directory under the system's temporary directory.
func makeTemporaryDirectory() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("uistate-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

// MARK: - AtomicFile and DirectoryStorage

@Test func atomicWritesReplaceTheWholeFileAndLeaveNoTemporaryFiles() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let path = directory + "/value"

    #expect(try AtomicFile.read(path) == nil)
    try AtomicFile.write(Array("a long first value".utf8), to: path)
    try AtomicFile.write(Array("short".utf8), to: path)
    #expect(try AtomicFile.read(path) == Array("short".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["value"])
}

@Test func directoryStorageKeepsOneFilePerKeyAndRejectsNamesThatAreNotFileNames() throws {
    let root = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: root) }
    let directory = root + "/nested/store"
    let storage = try DirectoryStorage(directory: directory)

    try storage.save(Array("true".utf8), as: "hasSeenOnboarding")
    #expect(try DirectoryStorage(directory: directory).load("hasSeenOnboarding") == Array("true".utf8))
    #expect(try storage.load("missing") == nil)
    #expect(throws: InvalidStorageNameError(name: "../escape")) { try storage.save([], as: "../escape") }
    #expect(throws: InvalidStorageNameError(name: ".hidden")) { try storage.save([], as: ".hidden") }
}

/// A history jump to before a key was first saved deletes its file.
@Test func deletingAKeyRemovesItsFileAndAMissingFileIsNotAnError() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let storage = try DirectoryStorage(directory: directory)

    try storage.save(Array("true".utf8), as: "hasSeenOnboardView")
    try storage.delete("hasSeenOnboardView")
    #expect(try storage.load("hasSeenOnboardView") == nil)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory).isEmpty)
    try storage.delete("hasSeenOnboardView")
    #expect(throws: InvalidStorageNameError(name: "../escape")) { try storage.delete("../escape") }

    let memory = InMemoryStorage()
    try memory.save([1], as: "key")
    try memory.delete("key")
    #expect(try memory.load("key") == nil)
}

@Test func directoryStorageRemovesTemporaryFilesOfDeadWriters() throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    // PIDs are below 2^22 on Linux, so this writer cannot be alive.
    let abandoned = directory + "/.value.tmp.99999999.1"
    _ = FileManager.default.createFile(atPath: abandoned, contents: Data("torn".utf8))

    _ = try DirectoryStorage(directory: directory)
    #expect(!FileManager.default.fileExists(atPath: abandoned))
}

@Test func aPersistedSharedValueSurvivesARelaunchInTheStorageDirectory() async throws {
    let directory = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: directory) }
    var dependencies = Dependencies.test()
    dependencies.storage = try DirectoryStorage(directory: directory)

    let firstLaunch = Store(initialState: Onboarding.State(), reducer: Onboarding(), dependencies: dependencies)
    await firstLaunch.send(.finished)
    #expect(try String(contentsOfFile: directory + "/hasSeenOnboarding", encoding: .utf8) == "true")

    let relaunch = Store(initialState: Onboarding.State(), reducer: Onboarding(), dependencies: dependencies)
    #expect(await relaunch.reading { $0.hasSeenOnboarding })
}

// MARK: - Onboarding

private struct Onboarding: Reducer {
    struct State: Equatable, Sendable {
        @Shared(.persisted("hasSeenOnboarding", coder: FlagCoder())) var hasSeenOnboarding = false
    }

    enum Action: Sendable { case finished }

    func reduce(into state: inout State, action: Action) -> Effect<Action> {
        state.hasSeenOnboarding = true
        return .none
    }
}

private struct FlagCoder: SharedCoder {
    func encode(_ value: Bool) throws -> [UInt8] { Array(String(value).utf8) }
    func decode(_ bytes: [UInt8]) throws -> Bool { String(decoding: bytes, as: UTF8.self) == "true" }
}
