import DLC
import DLCTesting
import Testing

extension SceneHarness {
  /// A new harness showing the greeter, its container on the harness's clock.
  static func showingGreeter() async -> SceneHarness {
    let harness = SceneHarness()
    await harness.show(GreeterController(dc: SampleDC(clock: harness.clock)))
    return harness
  }

  /// Greets Ada as a person would: types her name, waits out the preview's debounce, taps greet
  /// and waits the second the greeting takes.
  func greetAda(sourceLocation: SourceLocation = #_sourceLocation) async {
    await type("Ada", into: "name", sourceLocation: sourceLocation)
    await advance(by: .milliseconds(300))
    await tap("greet", sourceLocation: sourceLocation)
    await advance(by: .seconds(1))
  }
}
