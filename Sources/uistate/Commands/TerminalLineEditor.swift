import CEditLine
import Glibc
import Synchronization

/// `uistate record`'s input on a terminal: libedit's line editor with a prompt, Emacs-style
/// editing keys, history (Up/Down, Ctrl-R) and Tab completion from ``RecordCompletion``.
/// `make()` gives `nil` unless standard input and output are both terminals, so pipes keep
/// plain line reading.
///
/// `@unchecked Sendable`: each `readLine` runs on a thread of its own, but `uistate record`
/// awaits one before starting the next, so libedit's state is used by one thread at a time; the
/// vocabulary Tab reads is behind a mutex.
final class TerminalLineEditor: @unchecked Sendable {
    /// What Tab completes against; the command loop refreshes it after every command. libedit
    /// calls its completion function without a context pointer, hence one shared value.
    static let vocabulary = Mutex(RecordCompletion.Vocabulary())

    private let editLine: OpaquePointer
    private let history: OpaquePointer
    private let output: UnsafeMutablePointer<FILE>

    static func make(prompt: String) -> TerminalLineEditor? {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1,
              let input = fdopen(STDIN_FILENO, "r"), let output = fdopen(STDOUT_FILENO, "w"),
              let errors = fdopen(STDERR_FILENO, "w"),
              let editLine = el_init("uistate", input, output, errors)
        else { return nil }
        guard let history = history_init() else {
            el_end(editLine)
            return nil
        }
        return TerminalLineEditor(editLine: editLine, history: history, output: output, prompt: prompt)
    }

    private init(editLine: OpaquePointer, history: OpaquePointer, output: UnsafeMutablePointer<FILE>, prompt: String) {
        self.editLine = editLine
        self.history = history
        self.output = output
        PromptText.set(prompt)
        cedit_history_size(history, 1000)
        cedit_history_unique(history)
        cedit_use_history(editLine, history)
        cedit_set_editor(editLine, "emacs")
        cedit_handle_signals(editLine)
        cedit_set_prompt(editLine) { _ in PromptText.pointer }
        cedit_add_function(editLine, "uistate-complete", "Complete a command, node id, label or action") { editLine, _ in
            guard let editLine else { return UInt8(CEDIT_CC_ERROR) }
            return TerminalLineEditor.complete(editLine)
        }
        cedit_bind(editLine, "^I", "uistate-complete")
    }

    deinit {
        el_end(editLine)
        history_end(history)
    }

    /// The next line without its newline; `nil` at end of input (Ctrl-D on an empty line).
    func readLine() -> String? {
        var count: Int32 = 0
        guard let line = el_gets(editLine, &count), count > 0 else { return nil }
        let text = String(cString: line)
        let trimmed = text.hasSuffix("\n") ? String(text.dropLast()) : text
        if !trimmed.allSatisfy(\.isWhitespace) { cedit_history_enter(history, trimmed) }
        return trimmed
    }

    /// Tab: insert what all candidates share; when that is nothing, list them.
    private static func complete(_ editLine: OpaquePointer) -> UInt8 {
        guard let info = el_line(editLine)?.pointee, let buffer = info.buffer else { return UInt8(CEDIT_CC_ERROR) }
        let length = info.cursor.map { buffer.distance(to: $0) } ?? 0
        let line = String(decoding: UnsafeRawBufferPointer(start: buffer, count: max(0, length)), as: UTF8.self)
        let completion = RecordCompletion.complete(line, vocabulary.withLock { $0 })
        let insertion = completion.insertion
        if !insertion.isEmpty {
            el_insertstr(editLine, insertion)
            return UInt8(CEDIT_CC_REFRESH)
        }
        guard completion.candidates.count > 1 else { return UInt8(CEDIT_CC_ERROR) }
        var listing = "\n" + completion.candidates.joined(separator: "  ") + "\n"
        listing.withUTF8 { bytes in _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count) }
        return UInt8(CEDIT_CC_REDISPLAY)
    }
}

/// The prompt as the C string libedit's prompt function returns (it keeps no copy).
private enum PromptText {
    private static let storage = Mutex<UnsafeMutablePointer<CChar>?>(nil)

    static func set(_ text: String) {
        storage.withLock { pointer in
            free(pointer)
            pointer = strdup(text)
        }
    }

    static var pointer: UnsafeMutablePointer<CChar>? { storage.withLock { $0 } }
}
