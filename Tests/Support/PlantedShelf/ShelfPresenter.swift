import DLC

/// Puts data into a shelf scene's elements: the scenes share this one, generic over the view.
final class ShelfPresenter<View: SceneView>: ScenePresenter<View> {
  /// Shows a text in the label `id`, if the view has one.
  func show(_ text: String, in id: String) {
    (view?.element(withID: id) as? Label)?.text = text
  }

  /// Enables or disables the element `id`.
  func enable(_ id: String, _ isEnabled: Bool) {
    view?.element(withID: id)?.isEnabled = isEnabled
  }

  /// Shows or hides the element `id`.
  func reveal(_ id: String, _ isShown: Bool) {
    view?.element(withID: id)?.isHidden = !isShown
  }
}
