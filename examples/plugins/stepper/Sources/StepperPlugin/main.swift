import Stepper
import UIStatePlugin

// Serves `stepper` until the host closes our stdin: `uistate serve --plugin .build/debug/stepper-plugin`.
UIStateServer.serve(features: [StepperFeature.self], name: "stepper-plugin", version: "1.0.0")
