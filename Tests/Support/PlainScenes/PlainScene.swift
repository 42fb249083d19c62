public import DLC

/// A scene made of a name and its elements, for applications written to be explored and for
/// the small applications tests serve.
///
/// The elements are made when the view loads, from the scene itself, which they must hold
/// weakly.
public final class PlainScene: SceneController {
  private let sceneName: String
  private let makeElements: @MainActor (PlainScene) -> [Element]

  /// A scene of this name whose view shows the elements `elements` makes.
  ///
  /// - Parameters:
  ///   - name: The scene's name, also its title.
  ///   - elements: Makes the elements from the scene when its view loads.
  public init(_ name: String, elements: @escaping @MainActor (PlainScene) -> [Element]) {
    sceneName = name
    makeElements = elements
    super.init(title: name)
  }

  /// The name the scene was made with.
  public override var name: String { sceneName }

  /// A ``PlainView`` of the elements.
  public override func loadView() -> SceneView {
    PlainView(makeElements(self))
  }

  /// A button that runs `action` on this scene's stage when tapped.
  ///
  /// - Parameters:
  ///   - id: The button's id, also its title.
  ///   - action: What a tap does, given the stage the scene is on.
  /// - Returns: The button.
  public func button(_ id: String, action: @escaping @MainActor (Stage) -> Void) -> Button {
    let button = Button(id: id, title: id)
    button.onTap = { [weak self] in
      if let stage = self?.stage {
        action(stage)
      }
    }
    return button
  }
}
