import Scenario

/// `uistate replay --watch`: replays the suite, then polls file fingerprints and replays the
/// scenarios a change affects (their file, an included fragment, a snapshot; a new file),
/// printing each report. Polling, not inotify: it works the same on every file system,
/// including network mounts and editors that save by rename.
struct ReplayWatch {
    let invocation: ReplayInvocation

    func run() async -> Int32 {
        var fingerprints = FileFingerprints.scan(invocation.paths)
        var exitCode = invocation.emit(await invocation.replay(paths: invocation.paths, progress: true))
        var polls = 0
        Console.out("watching \(invocation.paths.joined(separator: " ")) (Ctrl-C to stop)")
        while invocation.watchIterations.map({ polls < $0 }) ?? true {
            polls += 1
            // Only Ctrl-C ends a watch, and nothing cancels this task, so the sleep runs its course.
            try? await Task.sleep(for: .milliseconds(invocation.watchIntervalMs))
            let current = FileFingerprints.scan(invocation.paths)
            let changed = current.changes(since: fingerprints)
            fingerprints = current
            guard !changed.isEmpty else { continue }
            let loaded = ReplaySuite(options: invocation.options).load(paths: invocation.paths)
            let affected = AffectedScenarios.select(loaded, changed: changed)
            guard !affected.isEmpty else { continue }
            Console.out("changed: \(changed.joined(separator: ", ")); replaying \(affected.count) scenario(s)")
            exitCode = invocation.emit(await invocation.replay(paths: invocation.paths, progress: true, only: affected))
        }
        return exitCode
    }
}
