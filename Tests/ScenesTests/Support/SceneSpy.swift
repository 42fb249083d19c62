import DLCTesting

/// A hand-written spy of a scene's presenter or navigator that a fixture can create.
protocol SceneSpy: Spy {
  init()
}
