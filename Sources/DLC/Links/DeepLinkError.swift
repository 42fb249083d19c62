/// Why a link could not be opened; the description says why in one line, for a person.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The text is not a link this framework reads.
  case malformed(link: String, reason: String)
  /// The link is for another application.
  case wrongScheme(link: String, expected: String)
  /// No route of the application matches the link's path.
  case noRoute(link: String, routes: [String])
  /// A route matched, but a value in the link is not one it can show.
  case invalidValue(link: String, name: String, reason: String)
  /// The application declares no links.
  case noLinks

  /// The most Unicode scalars of a link an error message repeats, so hostile input is not
  /// echoed whole.
  static let quotedLength = 80

  /// Why the link leads nowhere, in one line, quoting the link cut short.
  public var description: String {
    switch self {
    case .malformed(let link, let reason):
      "'\(Self.quote(link))' is not a link: \(reason)"
    case .wrongScheme(let link, let expected):
      "'\(Self.quote(link))' is not a link of this application: its links start with "
        + "'\(expected)://'"
    case .noRoute(let link, let routes):
      "no route matches '\(Self.quote(link))'; the application opens "
        + routes.joined(separator: ", ")
    case .invalidValue(let link, let name, let reason):
      "'\(Self.quote(link))' has an invalid \(name): \(reason)"
    case .noLinks:
      "this application opens no links"
    }
  }

  /// The link as an error message shows it: cut short past ``quotedLength`` characters, with
  /// control characters escaped so the message stays one line.
  static func quote(_ link: String) -> String {
    let scalars = link.unicodeScalars
    let shown =
      scalars.count > quotedLength
      ? String(String.UnicodeScalarView(scalars.prefix(quotedLength))) + "…" : link
    return shown.unicodeScalars.map { scalar in
      scalar.properties.generalCategory == .control
        ? scalar.escaped(asASCII: true) : String(scalar)
    }.joined()
  }
}
