StoreBench.run()
