import DLC

/// A scene made of a name and its elements, for applications written to be explored.
///
/// The elements are made when the view loads, from the scene itself, which they must hold
/// weakly.
final class PlainScene: SceneController {
  private let sceneName: String
  private let makeElements: @MainActor (PlainScene) -> [Element]

  init(_ name: String, elements: @escaping @MainActor (PlainScene) -> [Element]) {
    sceneName = name
    makeElements = elements
    super.init(title: name)
  }

  override var name: String { sceneName }

  override func loadView() -> SceneView {
    PlainView(makeElements(self))
  }

  /// A button that runs `action` on this scene's stage when tapped.
  func button(_ id: String, action: @escaping @MainActor (Stage) -> Void) -> Button {
    let button = Button(id: id, title: id)
    button.onTap = { [weak self] in
      if let stage = self?.stage {
        action(stage)
      }
    }
    return button
  }
}
