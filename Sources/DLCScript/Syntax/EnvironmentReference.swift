internal import Foundation

/// A bare `$NAME` where a script types text: the name of an environment variable whose value
/// is typed, so that the script never holds the text.
package enum EnvironmentReference {
  /// The variable a token names, or `nil` if it is quoted or not a bare `$NAME` of capitals,
  /// digits and `_` starting with a capital or `_`.
  static func name(in token: Token) -> String? {
    token.isQuoted ? nil : name(inFill: token.text)
  }

  /// The variable a text names, or `nil` unless it is a whole `$NAME` of capitals, digits and
  /// `_` starting with a capital or `_`: a bare word of a script, or the text of a `--fill`.
  ///
  /// - Parameter text: The text, such as `$ATLAS_PASSWORD`.
  /// - Returns: The name, without its `$`.
  package static func name(inFill text: String) -> String? {
    guard text.hasPrefix("$") else { return nil }
    let name = text.dropFirst()
    guard let first = name.first, first == "_" || ("A"..."Z").contains(first),
      name.allSatisfy({ $0 == "_" || ("A"..."Z").contains($0) || ("0"..."9").contains($0) })
    else { return nil }
    return String(name)
  }

  /// The variable's value in this process's environment, or `nil` if it is not set.
  static func value(of name: String) -> String? {
    ProcessInfo.processInfo.environment[name]
  }

  /// The variable `explore` sets to the `--fill` text of a field: `DLC_FILL_` and the ID in
  /// capitals, every character other than a letter or digit made `_`.
  ///
  /// - Parameter id: The field's ID.
  /// - Returns: The name, such as `DLC_FILL_PASSWORD` for `password`.
  package static func fillVariable(for id: String) -> String {
    "DLC_FILL_"
      + String(
        id.uppercased().map { ($0.isASCII && ($0.isLetter || $0.isNumber)) ? $0 : "_" })
  }
}
