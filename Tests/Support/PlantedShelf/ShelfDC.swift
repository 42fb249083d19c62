import DLC

/// The shelf's dependency container: whether the defects are fixed, the long-lived registry,
/// and the factory.
@MainActor
final class ShelfDC: ActDependencyContainer {
  let isFixed: Bool
  let clock: any Clock<Duration>
  /// Outlives every scene, as a shared worker would.
  let registry = ShelfRegistry()
  /// What the shelf holds; the planted trap reads one past its end.
  let items = ["tea", "jam", "bread"]
  var factory: ShelfFactory { ShelfFactory(dc: self) }

  init(isFixed: Bool, clock: any Clock<Duration>) {
    self.isFixed = isFixed
    self.clock = clock
  }
}
