import DLCTesting

@testable import Scenes

/// Stands in for Detail's use cases, as its interactor sees them.
final class DetailLogicSpy: DetailLogicInterface, SceneSpy {
  let log = CallLog<SpyCall>("DetailLogic")

  func toggleFavorite() { record() }
  func dismissFailure() { record() }
  func changeNote(to note: String) { record(note) }
}
