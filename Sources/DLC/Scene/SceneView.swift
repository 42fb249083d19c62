/// The base of a scene's view: the element tree, with lookup by id.
///
/// A view declares its elements as properties and lists them, top to bottom, in ``body``.
/// It holds no data and no logic: the presenter fills the elements and the interactor listens
/// to them.
///
/// ```swift
/// final class WelcomeView: SceneView {
///   let title = Label(id: "title")
///   let signIn = Button(id: "signIn", title: "Sign in")
///
///   override var body: [Element] { [title, signIn] }
/// }
/// ```
@MainActor
open class SceneView {
  /// Creates an empty view; subclasses declare their elements as stored properties.
  public required init() {}

  /// The view's top-level elements, top to bottom; read once, when ``root`` is first needed.
  open var body: [Element] { [] }

  /// The stack that holds the view's top-level elements.
  public private(set) lazy var root = VerticalStack(id: "", children: body)

  /// Finds an element by id anywhere in the view.
  ///
  /// - Parameter id: The element's id.
  /// - Returns: The element, or `nil` if the view has none with that id.
  public func element(withID id: String) -> Element? {
    root.find(id)?.element
  }
}
