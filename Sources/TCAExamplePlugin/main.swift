import UIStatePlugin
import UIStateTCA

// Serves the TCA-spelled `todos`, its SwiftUI preview as the feature `TodosView`, its `#Preview`
// as `TodosView.swift:LINE`, the `Scoreboard` preview (of a feature that is not Codable) and the
// `Reminders` preview (a view writing a shared value through a binding) and the `Playlist` preview
// (a shared value the preview declares, an alert with a message), until the host closes
// stdin: `uistate serve --plugin PATH`.
UIStateServer.serve(
    features: [Todos.self] + Previews.features([TodosView_Previews.self]) + Previews.declaredFeatures(),
    name: "TCAExamplePlugin", version: "1.0.0")
