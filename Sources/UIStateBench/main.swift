ComponentsBench.run()
