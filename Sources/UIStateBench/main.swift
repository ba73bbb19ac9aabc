// Benchmarks. Run in release: swift build -c release --product UIStateBench && .build/release/UIStateBench
BridgeBench.run()
