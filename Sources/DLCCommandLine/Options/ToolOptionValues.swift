/// The values of an application's own options on one command line, read by option.
///
/// <!-- swift-check
/// func example(values: ToolOptionValues, cache: ToolOption<URL>) {
///   <#example#>
/// }
/// -->
/// ```swift
/// let cacheFolder: URL? = values[cache]
/// ```
public struct ToolOptionValues: Sendable, Equatable {
  /// The text typed for each option given, by name; what equality compares.
  private(set) var texts: [String: String] = [:]
  private var values: [String: any Sendable] = [:]

  /// No option given.
  public init() {}

  /// The value given for an option, or `nil` if the command line does not name it.
  ///
  /// - Parameter option: The option, as declared.
  public subscript<Value>(option: ToolOption<Value>) -> Value? {
    values[option.name] as? Value
  }

  /// The names of the options given, in the order of their names.
  var names: [String] {
    texts.keys.sorted()
  }

  /// Records an option's value and the text it was read from.
  mutating func set(_ value: any Sendable, text: String, for name: String) {
    texts[name] = text
    values[name] = value
  }

  /// Prepares every value given, in the order the tool declares its options.
  func prepare(_ options: [any ToolOptionDeclaration]) throws(ToolOptionError) {
    for option in options {
      if let value = values[option.name] {
        try option.prepare(value)
      }
    }
  }

  /// Whether two command lines gave the same options the same text.
  public static func == (lhs: ToolOptionValues, rhs: ToolOptionValues) -> Bool {
    lhs.texts == rhs.texts
  }
}
