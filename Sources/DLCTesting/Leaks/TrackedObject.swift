/// An object a ``LeakTracker`` follows, held weakly, with what it needs to name it.
struct TrackedObject {
  /// The object; `nil` once it has been freed.
  weak var object: AnyObject?

  /// Where the object was found from: a scene's controller, or `nil` if tracked on its own.
  weak var root: AnyObject?

  /// How a failure names the object, such as `LoginPresenter of scene 'Login' at logic.presenter`.
  let description: String
}
