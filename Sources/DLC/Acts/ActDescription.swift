/// An act's name and the names of its scenes, for tools that list an application.
public struct ActDescription: Sendable, Equatable, Hashable, Codable {
  /// The act's name, such as "Act1".
  public var name: String

  /// The names of its scenes, as ``SceneController/name`` spells them.
  public var scenes: [String]

  /// Creates a description.
  ///
  /// - Parameters:
  ///   - name: The act's name.
  ///   - scenes: The names of its scenes.
  public init(name: String, scenes: [String]) {
    self.name = name
    self.scenes = scenes
  }
}
