/// The email rule written by hand, as a peer would write it with the standard library's string
/// views: the same rules as the validation worker's `.email`, checked in several passes.
///
/// Exactly one `@`; a non-empty local part of letters, digits, the RFC 5322 `atext` symbols and
/// dots, with no leading, trailing or doubled dot; a domain of at least two non-empty labels of
/// letters, digits and hyphens, no label starting or ending with a hyphen, the last label at
/// least two characters long and not all digits. A scalar beyond ASCII counts as a letter
/// unless it is whitespace, a control, a separator or a format character other than a joiner.
enum EmailCheck {
  private static let atext = Set("!#$%&'*+-/=?^_`{|}~".unicodeScalars)

  /// Whether the address passes the check.
  static func isValid(_ address: String) -> Bool {
    let parts = address.unicodeScalars.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return false }
    return isValidLocalPart(parts[0]) && isValidDomain(parts[1])
  }

  private static func isValidLocalPart(_ local: Substring.UnicodeScalarView) -> Bool {
    let words = local.split(separator: ".", omittingEmptySubsequences: false)
    return !local.isEmpty
      && words.allSatisfy { word in
        !word.isEmpty && word.allSatisfy { isLetterOrDigit($0) || atext.contains($0) }
      }
  }

  private static func isValidDomain(_ domain: Substring.UnicodeScalarView) -> Bool {
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    guard labels.count >= 2, let last = labels.last else { return false }
    let labelsAreValid = labels.allSatisfy { label in
      !label.isEmpty && label.first != "-" && label.last != "-"
        && label.allSatisfy { isLetterOrDigit($0) || $0 == "-" }
    }
    return labelsAreValid && last.count >= 2 && !last.allSatisfy { ("0"..."9").contains($0) }
  }

  private static func isLetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.isASCII {
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar)
    }
    let properties = scalar.properties
    guard !properties.isWhitespace else { return false }
    switch properties.generalCategory {
    case .control, .spaceSeparator, .lineSeparator, .paragraphSeparator, .surrogate:
      return false
    case .format:
      return scalar == "\u{200C}" || scalar == "\u{200D}"
    default:
      return true
    }
  }
}
