/// Checks the names `new` turns into Swift types and files.
enum SwiftName {
  private static let keywords: Set<String> = [
    "Any", "Self", "Type", "Protocol", "actor", "as", "associatedtype", "async", "await",
    "break", "case", "catch", "class", "continue", "default", "defer", "deinit", "do", "else",
    "enum", "extension", "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
    "import", "in", "init", "inout", "internal", "is", "let", "nil", "open", "operator",
    "private", "protocol", "public", "repeat", "rethrows", "return", "self", "some", "static",
    "struct", "subscript", "super", "switch", "throw", "throws", "true", "try", "typealias",
    "var", "where", "while",
  ]

  /// Checks that a name can be a Swift type's name: letters and digits (and `_`), starting with
  /// a capital letter, no keyword.
  ///
  /// - Parameters:
  ///   - name: The name as given.
  ///   - what: What it names, as in "a scene's NAME".
  /// - Throws: A ``UsageError`` that says what is wrong with the name.
  static func checkTypeName(_ name: String, for what: String) throws(UsageError) {
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first else {
      throw UsageError(message: "\(what) cannot be empty", command: "new")
    }
    let isASCIILetter = { (scalar: Unicode.Scalar) in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    guard
      scalars.allSatisfy({ isASCIILetter($0) || ("0"..."9").contains($0) || $0 == "_" }),
      !("0"..."9").contains(first)
    else {
      throw UsageError(
        message: "\(what) '\(name)' is not a Swift name: use letters and digits only, "
          + "starting with a letter, as in 'Checkout'",
        command: "new")
    }
    guard ("A"..."Z").contains(first) else {
      throw UsageError(
        message: "\(what) '\(name)' names a type, so it starts with a capital letter: "
          + "'\(name.prefix(1).uppercased())\(name.dropFirst())'",
        command: "new")
    }
    guard !keywords.contains(name) else {
      throw UsageError(message: "\(what) '\(name)' is a Swift keyword", command: "new")
    }
  }

  /// The name as a link's path spells it: `OrderHistory` is `order-history`.
  static func linkPath(_ name: String) -> String {
    var path = ""
    for character in name {
      if character.isUppercase, !path.isEmpty {
        path += "-"
      }
      path += character.lowercased()
    }
    return path
  }

  /// The name in words, as a title shows it: `BookDetail` is `Book detail`, `URLList` is
  /// `URL list`: a word in capitals keeps them, the others after the first are in lower case.
  static func words(_ name: String) -> String {
    let characters = Array(name)
    var words: [String] = []
    var word = ""
    for (index, character) in characters.enumerated() {
      let previous = index > 0 ? characters[index - 1] : nil
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      let startsWord =
        character.isUppercase
        && (previous?.isLowercase == true || previous?.isNumber == true
          || (previous?.isUppercase == true && next?.isLowercase == true))
      if startsWord, !word.isEmpty {
        words.append(word)
        word = ""
      }
      word.append(character)
    }
    words.append(word)
    return words.enumerated().map { index, word in
      index == 0 || word.allSatisfy({ !$0.isLowercase }) ? word : word.lowercased()
    }.joined(separator: " ")
  }

  /// The name with its first letter in lower case, for properties and enum cases.
  static func lowerFirst(_ name: String) -> String {
    var prefix = name.prefix { $0.isUppercase }
    if prefix.count > 1, prefix.count < name.count {
      prefix = prefix.dropLast()
    }
    return prefix.lowercased() + name.dropFirst(prefix.count)
  }
}
