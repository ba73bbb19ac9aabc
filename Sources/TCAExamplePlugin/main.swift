import UIStatePlugin

// Serves the TCA-spelled `todos` until the host closes stdin: `uistate serve --plugin PATH`.
UIStateServer.serve(features: [Todos.self], name: "TCAExamplePlugin", version: "1.0.0")
