print("DLCBenchmarks")
