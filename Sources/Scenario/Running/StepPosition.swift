import Synchronization

/// The step a scenario is on, read by its timer: 0 while creating, `n` during step `n`,
/// `steps + 1` in the end checks.
final class StepPosition: Sendable {
    private let step = Atomic<Int>(0)

    var current: Int { step.load(ordering: .relaxed) }

    func enter(_ number: Int) { step.store(number, ordering: .relaxed) }
}
