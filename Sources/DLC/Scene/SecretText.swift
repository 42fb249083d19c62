/// Text a person typed into a secure field, kept in a scene's ``LogicState`` so that it prints
/// masked by construction: its description, debug description, mirror (so `dump`, `state` and
/// every tool that reflects a state) and its encoding all show ``mask``, never the text.
///
/// The text itself is read through ``revealedText``, a name meant to stand out where it is used:
/// only where the secret must go (a sign-in request), never where it could be shown.
///
/// ```swift
/// struct State: LogicState {
///   var email = ""
///   var password = SecretText()
/// }
///
/// final class SignInLogic: SceneLogic<Login> {
///   func changePassword(to text: String) {
///     state.password = SecretText(text)
///   }
///
///   func credentials() -> Credentials {
///     Credentials(email: state.email, password: state.password.revealedText)
///   }
/// }
/// ```
public struct SecretText: Sendable, Hashable, ExpressibleByStringLiteral {
  /// What every description of a secret shows, whatever its length: a length is a clue.
  public static let mask = "********"

  /// The text as typed. Pass it only where the secret must go.
  public let revealedText: String

  /// Keeps a text as a secret.
  ///
  /// - Parameter text: The text, as typed into a secure field.
  public init(_ text: String = "") {
    revealedText = text
  }

  /// Keeps a literal as a secret, for tests and defaults.
  ///
  /// - Parameter value: The literal.
  public init(stringLiteral value: String) {
    revealedText = value
  }

  /// Whether nothing was typed.
  public var isEmpty: Bool {
    revealedText.isEmpty
  }

  /// The number of characters typed, for rules such as a minimum length.
  public var count: Int {
    revealedText.count
  }
}

extension SecretText: CustomStringConvertible, CustomDebugStringConvertible {
  /// ``mask``, whatever the text.
  public var description: String {
    Self.mask
  }

  /// ``mask``, whatever the text.
  public var debugDescription: String {
    Self.mask
  }
}

extension SecretText: CustomReflectable {
  /// A mirror with no children, so that a reflection shows ``mask`` and reaches nothing
  /// further.
  public var customMirror: Mirror {
    Mirror(self, children: [], displayStyle: nil)
  }
}

extension SecretText: Encodable {
  /// Encodes ``mask``: a state written to JSON or a file keeps the secret out of it.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: What the encoder throws.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(Self.mask)
  }
}
