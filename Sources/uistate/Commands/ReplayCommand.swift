import Foundation
import Scenario

/// `uistate replay PATH…`: runs scenario files in-process or against a server, in parallel,
/// sharded, watched, and reports with exit codes CI reads.
enum ReplayCommand: Command {
    static let name = "replay"
    static let summary = "Replay scenario files (*.scenario.json, *.scenario.yaml) and report: pretty, tap, junit, json or html."
    static let help = """
        Usage: uistate replay [options] PATH… [--plugin PATH ...] [--server COMMAND [ARGS…] [--]]

        Replays scenarios in-process against the built-in features, or against any server
        speaking the uistate protocol over stdio (--server). A PATH is a scenario file or a
        directory searched recursively for *.scenario.json and *.scenario.yaml (files named
        *.steps.json or *.steps.yaml are fragments for "include" and are not run on their own).
        Reports list scenarios in path order whatever --jobs is. Format:
        protocol/scenario/README.md. Paths and options come in any order; after '--' every word
        is a path.

        Examples: uistate replay examples/scenarios
                  uistate replay --reporter tap --jobs 4 examples/scenarios
                  uistate replay --server uistate serve --log-level info -- examples/scenarios

        Options:
          --filter TEXT          Only scenarios whose name or path contains TEXT.
          --tags a,b             Only scenarios tagged with at least one of these.
          --reporter NAME        pretty (default), tap, junit, json or html.
          --output FILE          Write the report to FILE; the pretty report still goes to stdout.
                                 With --reporter html, FILE is a directory: open FILE/index.html
                                 (no server needed). Pass/fail/error/skip counts that filter,
                                 a search box, scenarios by feature and file with durations and
                                 a filmstrip of their screens; every step's request or
                                 expectation (file:line), the screen after it, the state change,
                                 received actions, events and effects; the failing step opened
                                 with its diff (a failed screenshot: expected, actual, diff).
          --open                 With --reporter html, print the address of the report to open.
          --device NAME          With --reporter html, draw the screens on this device
                                 (iphone-15, iphone-se or ipad: size, safe areas, bars);
                                 without it, a bare 390 × 844 screen.
          --update-snapshots     Record snapshot files and screenshots that are missing or differ.
          --timings              Add wall-clock durations to the text reports (otherwise
                                 byte-identical from run to run, across --jobs and across
                                 --server). JUnit and the HTML report always have them.
          --trace DIR            Write one trace file per scenario into DIR: every step's
                                 request, reply, state, rendered tree and effects (same bytes
                                 run to run); open one with 'uistate inspect --trace FILE'.
          --jobs N               Run N scenarios at once (default 1). With --server: N server
                                 processes, each running one scenario at a time.
          --shard I/N            Run only shard I of N (1-based): a file belongs to shard
                                 1 + (FNV-1a-64 of its path relative to the directory argument it
                                 was found under) mod N, so every machine splits alike and the N
                                 shards' JUnit files together cover the suite exactly once.
          --timeout SECONDS      Wall-clock limit per scenario (default 60; 0 for none). A
                                 scenario over it fails at the step it was on.
          --watch                Replay, then poll the files every 500 ms and replay the
                                 scenarios whose file, included fragments or snapshots changed
                                 (a new scenario file runs too). Stop with Ctrl-C.
          --max-failures N       Start no more scenarios after N have failed (or could not be
                                 used); those running finish. The report says how many were
                                 not run.
          --color auto|always|never
                                 Colour marks, diffs and progress (default auto: only on a
                                 terminal, and not when NO_COLOR is set). Files, pipes and the
                                 tap, junit and json reports are never coloured.
          --server COMMAND [ARGS…] [--]
                                 Replay against COMMAND (e.g. --server uistate serve), spawned
                                 and spoken to over stdio (newline-delimited JSON-RPC). Every
                                 word after --server up to '--' (or the end of the line) is
                                 the server's command line, its options included.
          --plugin PATH          Also replay scenarios of the plugin executable PATH's features
                                 (repeatable): each session's host is then a child
                                 `uistate serve --plugin PATH` (one per job), which loads and
                                 routes the plugin exactly as serve does; the built-in
                                 features stay available. Not with --server (give --plugin to
                                 that server's command instead).
          --help                 Show this help.

        Exit codes: 0 every scenario passed; 1 a scenario failed; 2 a file could not be used
        (not JSON, not a scenario, an unknown feature, preset or action) or a bad command line.
        The other scenarios still run.
        """

    static func run(_ arguments: [String]) async throws(UsageError) -> Int32 {
        let invocation = try ReplayInvocation(arguments, command: name)
        if invocation.watch {
            return await ReplayWatch(invocation: invocation).run()
        }
        let report = await invocation.replay(paths: invocation.paths, progress: true)
        return invocation.emit(report)
    }
}
