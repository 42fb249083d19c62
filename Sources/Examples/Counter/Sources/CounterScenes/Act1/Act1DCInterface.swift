import DLC

/// What act 1's scenes may use: the clock and the factory; the Counter needs no worker.
@MainActor
protocol Act1DCInterface: ActDependencyContainer where Factory == Act1Factory {}
