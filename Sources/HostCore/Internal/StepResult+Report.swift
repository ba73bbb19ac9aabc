import FeatureKit
import UIStateProtocol

extension StepResult {
    /// The wire form of a store's step report (its history sequences stay in the host).
    init(_ report: StepReport) {
        self.init(version: report.version, changed: report.changed, received: report.received, events: report.events,
                  effects: report.effects, entries: report.entries)
    }
}
