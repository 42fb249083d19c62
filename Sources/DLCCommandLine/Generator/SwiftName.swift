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

  /// Keywords that stay ordinary names where a case, a property or a value is named: only
  /// where a type or a declaration is expected do they mean something else.
  private static let contextualKeywords: Set<String> = [
    "actor", "any", "async", "open", "some", "type",
  ]

  /// The longest name `new` takes: the files it writes are named after it with a suffix of up to
  /// 30 characters, and a file's name has at most 255 bytes on every common file system.
  static let maximumLength = 64

  /// Names that would shadow a type the generated code uses: the framework's own (DLC and its
  /// workers), the parts every scene declares (`Setup`, `State`, `View`…), and the standard
  /// library's, Foundation's and SwiftUI's most common ones, and the modules an application
  /// imports. A scene named `Stage` would make `Stage` mean the scene in its act's files.
  static let reservedTypeNames: Set<String> = [
    // DLC, DLCScript, DLCCommandLine, DLCTesting, the workers and their testing modules.
    "ActDependencyContainer", "ActDescription", "ActFactory", "ActScene", "Alert",
    "AlertButton", "AlertSnapshot", "ApplicationMaker", "Button", "ButtonSnapshot",
    "CacheConfiguration", "CacheDouble", "CacheError", "CacheStatistics", "CacheWarning",
    "CacheWorker", "CacheWorkerInterface", "CallLog", "Choice", "Command", "CommandResult",
    "Debouncer", "DeepLink", "DeepLinkError", "DeepLinkMatch", "DeepLinkRoute", "DeepLinkRouter",
    "DisplayText",
    "Element", "ElementCondition", "ElementKind", "ElementSnapshot", "ElementStack",
    "EmbeddedTransport", "EmptyResponse", "FormRule", "HTTPHeaders", "HTTPMethod",
    "HorizontalStack", "ImageSize", "ImageView", "JSONRenderer", "Label", "LeakTracker",
    "ListView", "LogicState", "ManualClock", "ParseError", "Parser", "ProgressIndicator",
    "SceneApplication", "SceneContext", "SceneController", "SceneHarness", "SceneInteractor",
    "SceneListing", "SceneLogic", "SceneNavigator", "SceneParts", "ScenePresenter", "SceneRole",
    "SceneSlot", "SceneTask", "SceneTasks", "SceneTool", "SceneView", "SceneWiring",
    "ScreenRendering", "ScreenSnapshot", "Script", "ScriptExpectation", "ScriptLocation",
    "ScriptParseError",
    "ScriptSession", "ScriptStep", "ServerConfiguration", "ServerError", "ServerHTTPRequest",
    "ServerHTTPResponse", "ServerRequest", "ServerStub", "ServerTransport", "ServerWorker",
    "ServerWorkerInterface", "SettleLimits", "SharedAcrossScenes", "Spy", "SpyCall",
    "StackController", "Stage", "StageError", "Switch", "TabBar", "TabBarController", "TextArea",
    "TextField", "TextRenderer", "ToolOption", "ToolOptionDeclaration", "ToolOptionError",
    "ToolOptionValues", "URLSessionTransport", "UnimplementedClock", "UnimplementedWorker",
    "ValidationDouble", "ValidationIssue", "ValidationRule", "ValidationWorker",
    "ValidationWorkerInterface", "VerticalStack", "ScenePresentation", "SceneServer",
    "SceneServerConfiguration", "SceneServerError", "SceneSpy", "SecretText", "SerialWork",
    "SpiedLogic", "Store", "StoreAccount", "StoreCollection", "StoreError", "StoreIndex",
    "StoreIndexValue", "StoreIndexable", "StoreMigration", "StoreMigrationContext",
    "StoreObservation", "StoreOrder", "StoreRecord", "StoreSchema", "StoreTransaction",
    "StoreWarning", "TextInput",
    // What a new application declares besides its scenes.
    "AppLinks", "AppBackend", "AppStore",
    // The parts a scene declares, and what the templates name.
    "Setup", "State", "Dependencies", "View", "Presenter", "Navigator", "Logic", "Interactor",
    "Scene", "Controller", "Factory",
    // Modules.
    "DLC", "DLCScript", "DLCCommandLine", "DLCTesting", "DLCWeb", "StoreWorker",
    "ServerWorkerNetworking", "Foundation",
    "Testing", "SwiftUI", "WorkerTesting", "ServerWorkerTesting", "CacheWorkerTesting",
    "ValidationWorkerTesting",
    "Dispatch", "Glibc", "Darwin", "Synchronization", "XCTest",
    // The standard library, Foundation, Testing and SwiftUI.
    "Any", "AnyObject", "App", "Array", "Bool", "Character", "Clock", "Codable", "Data", "Date",
    "Decodable", "Dictionary", "Double", "Duration", "Encodable", "Equatable", "Error",
    "Expectation", "Float", "Hashable", "Int", "JSONDecoder", "JSONEncoder", "MainActor", "Never",
    "NSObject", "Optional", "Result", "Sendable", "Sequence", "Set", "SourceLocation", "String",
    "Substring", "Task", "Text", "Timer", "UUID", "URL", "Void", "Window",
  ]

  /// Checks that a name can be a Swift type's name: ASCII letters and digits, starting with a
  /// capital letter, no keyword (nor one once its first letter is small, as the case, the
  /// property and the value named after it are), and short enough for the files named after it.
  ///
  /// - Parameters:
  ///   - name: The name as given.
  ///   - what: What it names, as in "a scene's NAME".
  ///   - suggestion: A name to offer instead, made from the one given.
  /// - Throws: A ``UsageError`` that says what is wrong with the name.
  static func checkTypeName(
    _ name: String, for what: String, suggesting suggestion: (String) -> String = { $0 + "Screen" }
  ) throws(UsageError) {
    let scalars = Array(name.unicodeScalars)
    guard let first = scalars.first else {
      throw UsageError(message: "\(what) cannot be empty", command: "new")
    }
    let isASCIILetter = { (scalar: Unicode.Scalar) in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    guard
      // No `_`: the case named after it would break the lower camel case swift format asks for.
      scalars.allSatisfy({ isASCIILetter($0) || ("0"..."9").contains($0) }),
      !("0"..."9").contains(first)
    else {
      throw UsageError(
        message: "\(what) '\(name)' cannot name generated code: use the letters A to Z and "
          + "a to z and digits only, starting with a letter, as in 'Checkout'",
        command: "new")
    }
    guard ("A"..."Z").contains(first) else {
      // The same name with a capital, if that is a name this check passes.
      let capitalized = name.prefix(1).uppercased() + name.dropFirst()
      let example =
        (capitalized != name && (try? checkTypeName(capitalized, for: what)) != nil
          && !reservedTypeNames.contains(capitalized))
        ? capitalized : "Checkout"
      throw UsageError(
        message: "\(what) '\(name)' names a type, so it starts with a capital letter, as in "
          + "'\(example)'",
        command: "new")
    }
    guard !keywords.contains(name) else {
      throw UsageError(message: "\(what) '\(name)' is a Swift keyword", command: "new")
    }
    let lowered = lowerFirst(name)
    guard !keywords.contains(lowered) || contextualKeywords.contains(lowered) else {
      throw UsageError(
        message: "\(what) '\(name)' would name a case or a property '\(lowered)', a Swift "
          + "keyword; choose another, such as '\(suggestion(name))'",
        command: "new")
    }
    guard scalars.count <= maximumLength else {
      throw UsageError(
        message: "\(what) is \(scalars.count) characters long; the files named after it need "
          + "it to be at most \(maximumLength)",
        command: "new")
    }
  }

  /// Checks the name of a new application: a Swift type's name (see ``checkTypeName(_:for:)``),
  /// since its composition root and module are named after it (`ShopApp`, `ShopScenes`), but
  /// not DLC's, the package it depends on. The name itself names no type, so a reserved one
  /// (`Timer`, `Stage`) shadows nothing.
  ///
  /// - Parameter name: The name as given.
  /// - Throws: A ``UsageError`` that says what is wrong with the name.
  static func checkApplicationName(_ name: String) throws(UsageError) {
    let what = "the application's NAME"
    try checkTypeName(name, for: what) { "My" + $0 }
    guard name.lowercased() != "dlc" else {
      throw UsageError(
        message: "\(what) '\(name)' is the name of the package it depends on; choose another, "
          + "such as 'My\(name)'",
        command: "new")
    }
  }

  /// Checks the name of a scene an earlier `new` may have written, to remove or rename it: ASCII
  /// letters, digits and `_`, starting with a letter, which is all a file's name needs; the
  /// stricter rules of a new name (no `_`, no keyword once lowered) came later, and such a
  /// scene is exactly one to rename.
  ///
  /// - Parameters:
  ///   - name: The name as given.
  ///   - what: What it names, as in "the scene's NAME".
  /// - Throws: A ``UsageError`` that says what is wrong with the name.
  static func checkExistingTypeName(_ name: String, for what: String) throws(UsageError) {
    let isNameScalar = { (scalar: Unicode.Scalar) in
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
        || ("0"..."9").contains(scalar) || scalar == "_"
    }
    guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first),
      name.unicodeScalars.allSatisfy(isNameScalar), name.unicodeScalars.count <= maximumLength
    else {
      throw UsageError(
        message: "\(what) '\(name)' is not the name of a scene: a capital letter, then letters "
          + "and digits, as in 'Checkout'",
        command: "new")
    }
  }

  /// Checks that a name can be the name of a new type: a Swift type's name (see
  /// ``checkTypeName(_:for:)``) that is not one of the ``reservedTypeNames``.
  ///
  /// - Parameters:
  ///   - name: The name as given.
  ///   - what: What it names, as in "a scene's NAME".
  ///   - suggestion: A name to offer instead, made from the one given.
  /// - Throws: A ``UsageError`` that says what is wrong with the name.
  static func checkNewTypeName(
    _ name: String, for what: String, suggesting suggestion: (String) -> String = { $0 + "Screen" }
  ) throws(UsageError) {
    try checkTypeName(name, for: what, suggesting: suggestion)
    guard !reservedTypeNames.contains(name) else {
      throw UsageError(
        message: "\(what) '\(name)' is the name of a type the generated code uses; "
          + "choose another, such as '\(suggestion(name))'",
        command: "new")
    }
  }

  /// The text as a Swift string literal, quotes included: `\`, `"` and every control
  /// character escaped, so that a path or a URL given on the command line cannot end the
  /// literal and write code of its own into a generated file.
  ///
  /// - Parameter text: The text.
  /// - Returns: A literal that Swift reads back as exactly the text.
  static func stringLiteral(_ text: String) -> String {
    var literal = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\\": literal += "\\\\"
      case "\"": literal += "\\\""
      case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value):
        literal += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: literal.unicodeScalars.append(scalar)
      }
    }
    return literal + "\""
  }

  /// The name as a link's path spells it, word for word as its title: `OrderHistory` is
  /// `order-history`, `URLList` is `url-list`.
  static func linkPath(_ name: String) -> String {
    wordList(name).map { $0.lowercased() }.joined(separator: "-")
  }

  /// The path a link spelled before paths went by words, a hyphen before each capital
  /// (`URLList` was `u-r-l-list`): packages made then still hold it.
  static func linkPathBeforeWords(_ name: String) -> String {
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
  /// `URL list`, `AddARecipe` is `Add a recipe`, `WhatIWant` is `What I want`: a word of
  /// capitals keeps them, as does `I`; the others after the first are in lower case.
  static func words(_ name: String) -> String {
    wordList(name).enumerated().map { index, word in
      let keepsCapitals = word == "I" || (word.count > 1 && word.allSatisfy { !$0.isLowercase })
      return index == 0 || keepsCapitals ? word : word.lowercased()
    }.joined(separator: " ")
  }

  /// The words of a name, as written: `URLList` is `URL`, `List`.
  private static func wordList(_ name: String) -> [String] {
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
    return words
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
