import FeatureKit

// MARK: - StepObserver

/// Hears of every step a hosted store completes (a dispatch, a tap, an advance …), in the store's
/// turn and in processing order, with the report the reply is made from. Recording for
/// `history/export` is one; the operations themselves know nothing of who listens.
protocol StepObserver: Sendable {
    func store(_ store: HostedStore, didStep operation: any StepOperation, report: StepReport)
}
