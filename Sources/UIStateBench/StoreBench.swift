enum StoreBench { static func run() {} }
