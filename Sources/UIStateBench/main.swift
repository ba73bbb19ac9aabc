// The benchmark suites of uistate; each prints `name  figure unit` lines.
await StoreBench.run()
