import DLC

/// Writes down each search and save it is asked for.
final class FinderLogic: SceneLogic<Finder> {
  func search(for text: String) {
    state.searches.append(text)
  }

  func save() {
    state.saves += 1
  }
}
