/// The scene enum of an act: one case per scene, each carrying its setup model.
///
/// ```swift
/// enum Act1Scene: ActScene {
///   case welcome
///   case login(Login.Setup)
///
///   static let act = ActDescription(name: "Act1", scenes: ["Welcome", "Login"])
/// }
/// ```
public protocol ActScene {
  /// The act the scenes belong to, with the name of every scene.
  static var act: ActDescription { get }
}
