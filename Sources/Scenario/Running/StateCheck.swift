import JSON

/// Checks a step's state against what it asserts, in exhaustive or non-exhaustive mode.
struct StateCheck {
    enum Outcome: Equatable {
        case passed
        /// The assertion failed, or (exhaustive) the state changed beyond it.
        case failed(message: String, diff: String)
        /// Non-exhaustive: passed, but this change went unasserted.
        case skipped(diff: String)
    }

    let exhaustivity: Exhaustivity

    /// - Parameters:
    ///   - known: the state as last asserted.
    ///   - actual: the state now.
    ///   - expectation: what the step asserts, if anything.
    func check(known: JSONValue, actual: JSONValue, expectation: StateExpectation?) -> Outcome {
        let expected = expectation.map { Self.apply($0, to: known) } ?? known
        let holds = expectation.map { Self.holds($0, actual) } ?? true
        if exhaustivity == .on {
            guard expected != actual else { return .passed }
            let message: String
            if !holds {
                message = "state does not match"
            } else if expectation == nil {
                message = "state changed but the step asserts no change"
            } else {
                message = "state changed beyond what the step asserts"
            }
            return .failed(message: message, diff: Self.diff(expected, actual))
        }
        guard holds else {
            // Laid over the actual state, so the diff shows only what the assertion got wrong.
            let wanted = expectation.map { Self.apply($0, to: actual) } ?? actual
            return .failed(message: "state does not match", diff: Self.diff(wanted, actual))
        }
        return expected == actual ? .passed : .skipped(diff: Self.diff(expected, actual))
    }

    /// Whether the asserted parts of `actual` are as `expectation` says (nothing else looked at).
    static func holds(_ expectation: StateExpectation, _ actual: JSONValue) -> Bool {
        if let state = expectation.state, state != actual { return false }
        if let partial = expectation.partial, !JSONSubset.matches(partial, actual) { return false }
        for pointed in expectation.pointers where actual[pointer: pointed.pointer] != pointed.value { return false }
        for pointer in expectation.absent where actual[pointer: pointer] != nil { return false }
        return true
    }

    /// `base` changed as `expectation` says: the whole state, a subset laid over, pointers set,
    /// members removed.
    static func apply(_ expectation: StateExpectation, to base: JSONValue) -> JSONValue {
        var result = expectation.state ?? base
        if let partial = expectation.partial { result = JSONSubset.merge(partial, into: result) }
        for pointed in expectation.pointers {
            if result[pointer: pointed.pointer] != nil {
                try? result.replace(pointed.value, at: pointed.pointer)
            } else {
                try? result.add(pointed.value, at: pointed.pointer)
            }
        }
        for pointer in expectation.absent where result[pointer: pointer] != nil {
            _ = try? result.remove(at: pointer)
        }
        return result
    }

    /// Line diff of the pretty (sorted-key) forms.
    static func diff(_ expected: JSONValue, _ actual: JSONValue) -> String {
        LineDiff.render(expected: expected.serializedString(.pretty), actual: actual.serializedString(.pretty))
    }
}
