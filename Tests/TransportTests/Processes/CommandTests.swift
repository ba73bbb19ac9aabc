#if canImport(Glibc)
import Glibc
#endif
import RPCTestSupport
import Transport
import Testing

@Suite("Starting child processes")
struct CommandTests {
    @Test func aChildSeesOnlyItsThreeStandardStreams() async throws {
        // A descriptor the parent leaves inheritable, as Foundation's Pipe does.
        var leaked: [Int32] = [-1, -1]
        #expect(pipe(&leaked) == 0)
        defer { for fd in leaked { close(fd) } }
        let probe = "for n in 0 1 2 \(leaked[0]) \(leaked[1]); do [ -e /proc/$$/fd/$n ] && echo $n; done; true"
        let listing = try await Command(["sh", "-c", probe]).run()
        #expect(listing.status.code == 0)
        #expect(listing.output.split(separator: "\n") == ["0", "1", "2"])
    }

    @Test func aPipedChildReachesEndOfInputWhileAnotherChildRuns() async throws {
        // `cat` ends only when every write end of its stdin is closed: a sibling started while it
        // runs must not hold one.
        let cat = try Command(["cat"]).spawn()
        let sibling = try Command(["sleep", "30"]).standardOutput(.null).spawn()
        defer { sibling.kill() }
        FileDescriptorIO.writeAll(cat.standardInput, Array("hello".utf8))
        FileDescriptorIO.close(cat.standardInput)
        let status = await cat.exited()
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = FileDescriptorIO.read(cat.standardOutput, into: &buffer)
        FileDescriptorIO.close(cat.standardOutput)
        #expect(status.code == 0)
        #expect(Array(buffer[..<max(0, count)]) == Array("hello".utf8))
    }

    @Test func runCapturesBothOutputsAndFeedsMoreThanAPipeHolds() async throws {
        let input = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 20)
        let result = try await Command(["sh", "-c", "cat; echo done >&2"]).run(input: input)
        #expect(result.status.code == 0)
        #expect(result.standardOutput.count == input.count)
        #expect(result.errorOutput == "done\n")
    }

    @Test func exitCodesAndSignalsAreReportedAsShellsDo() async throws {
        let exited = try await Command(["sh", "-c", "exit 7"]).run()
        #expect(exited.status.code == 7)
        #expect(exited.status.signal == nil)
        let killed = try await Command(["sh", "-c", "kill -9 $$"]).run()
        #expect(killed.status.code == 128 + SIGKILL)
        #expect(killed.status.signal == SIGKILL)
    }

    @Test func environmentAndWorkingDirectoryAreSetOnTopOfTheParents() async throws {
        let result = try await Command(["sh", "-c", "echo $UISTATE_SPAWN_TEST; pwd; test -n \"$PATH\" && echo path"])
            .environment("UISTATE_SPAWN_TEST", "가나다")
            .currentDirectory("/tmp")
            .run()
        #expect(result.output == "가나다\n/tmp\npath\n")
    }

    @Test func aVariableCanBeLeftOutOfTheChildsEnvironment() async throws {
        let result = try await Command(["sh", "-c", "echo \"[${HOME-unset}]\""]).unsettingEnvironment("HOME").run()
        #expect(result.output == "[unset]\n")
    }

    @Test func stderrCanGoToAFile() async throws {
        let path = "/tmp/uistate-spawn-test-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).err"
        defer { unlink(path) }
        let child = try Command(["sh", "-c", "echo to-the-file >&2"]).standardOutput(.null).standardError(.file(path)).spawn()
        #expect(await child.exited().code == 0)
        let file = try #require(fopen(path, "r"))
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 64)
        #expect(fgets(&line, 64, file) != nil)
        #expect(String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) == "to-the-file\n")
    }

    @Test func aMissingProgramIsASpawnErrorNamingIt() {
        #expect {
            try Command(["uistate-no-such-program"]).spawn()
        } throws: { error in
            (error as? SpawnError)?.description.contains("uistate-no-such-program") == true
        }
    }

    @Test func terminateKillsAChildThatIgnoresSIGTERM() async throws {
        // The child says when its trap is set, so SIGTERM cannot arrive before it.
        let child = try Command(["sh", "-c", "trap '' TERM; echo ready; while :; do sleep 1; done"]).spawn()
        let firstLine = try await readOnce(child.standardOutput)
        #expect(firstLine.starts(with: Array("ready".utf8)))
        // The grace period is what is under test; its length does not matter to the result.
        let status = try await DetachedThread.run { child.terminate(gracePeriod: .milliseconds(100)) }
        #expect(status.signal == SIGKILL)
        FileDescriptorIO.close(child.standardInput)
        FileDescriptorIO.close(child.standardOutput)
    }

    @Test func terminateEndsAnOrdinaryChildWithSIGTERM() async throws {
        let child = try Command(["sleep", "30"]).standardInput(.null).standardOutput(.null).spawn()
        let status = try await DetachedThread.run { child.terminate(gracePeriod: .seconds(60)) }
        #expect(status.signal == SIGTERM)
    }

    @Test func exitedWithATimeoutReturnsNilWhileTheChildRunsAndTheKillEndsIt() async throws {
        let child = try childThatRunsUntilKilled()
        defer { FileDescriptorIO.close(child.standardInput) }
        #expect(await child.exited(timeout: .milliseconds(1)) == nil)
        child.kill()
        #expect(await child.exited().signal == SIGKILL)
        #expect(child.exitStatus?.signal == SIGKILL)
    }

    /// Each kill comes right after a wait that timed out, while the reaper thread waits for the
    /// child: the kill must reach the child itself and the reaper report that kill, every time.
    /// Four at a time, so spawns, kills and reaps of different children overlap too.
    @Test func aThousandChildrenKilledRightAfterATimedOutWaitAreEachReapedWithSIGKILL() async throws {
        let outcomes = try await withThrowingTaskGroup(of: [String].self) { group in
            for worker in 0..<4 {
                // A spawn is a blocking system call: a thousand of them run off the pool.
                group.addTask { try await runOffPool {
                    var outcomes: [String] = []
                    for run in 0..<250 {
                        let child = try childThatRunsUntilKilled()
                        let early = await child.exited(timeout: .milliseconds(1))
                        child.kill()
                        let status = await child.exited()
                        FileDescriptorIO.close(child.standardInput)
                        let right = early == nil && status.signal == SIGKILL && child.exitStatus == status
                        outcomes.append(right ? "" : "child \(worker * 250 + run): \(early.map(String.init(describing:)) ?? "running") after 1 ms, then \(status)")
                    }
                    return outcomes
                } }
            }
            return try await group.reduce(into: []) { $0 += $1 }
        }
        #expect(outcomes.count == 1000)
        #expect(outcomes.filter { !$0.isEmpty } == [])
    }
}

/// `cat` on a pipe this process holds: it ends only when killed, or when the pipe closes (this
/// process went away). A kill that comes late, after a loaded pool kept the test waiting, still
/// finds it running, unlike a child that sleeps a fixed time.
private func childThatRunsUntilKilled() throws -> ChildProcess {
    try Command(["cat"]).standardInput(.pipe).standardOutput(.null).standardError(.null).spawn()
}

/// Reads once from `fd` on a thread of its own.
private func readOnce(_ fd: Int32) async throws -> [UInt8] {
    try await DetachedThread.run {
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = FileDescriptorIO.read(fd, into: &buffer)
        return Array(buffer[..<max(0, count)])
    }
}
