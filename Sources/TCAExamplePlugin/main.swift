import UIStatePlugin
import UIStateTCA

// Serves the TCA-spelled `todos`, and its SwiftUI preview as the feature `TodosView`, until the
// host closes stdin: `uistate serve --plugin PATH`.
UIStateServer.serve(
    features: [Todos.self] + Previews.features([TodosView_Previews.self]),
    name: "TCAExamplePlugin", version: "1.0.0")
