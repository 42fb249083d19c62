import DLCTesting

@testable import Scenes

/// Stands in for Detail's navigator.
final class DetailNavigatorSpy: DetailNavigating, SceneSpy {
  let recorder = CallRecorder("DetailNavigator")

  func close() { recorder.record() }
}
