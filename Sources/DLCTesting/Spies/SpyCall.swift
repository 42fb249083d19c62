/// One call a ``CallRecorder`` received: the method's name and labels, and its arguments.
///
/// It reads as the call was written, such as `showSearch(for: User(…), token: "token-1")`.
public struct SpyCall: Equatable, Sendable, CustomStringConvertible {
  /// The method as `#function` names it, such as `showSearch(for:token:)`.
  public let function: String
  /// The arguments, in order.
  public let arguments: [any Equatable & Sendable]

  /// Creates a call.
  ///
  /// - Parameters:
  ///   - function: The method as `#function` names it.
  ///   - arguments: The arguments, in order.
  public init(function: String, arguments: [any Equatable & Sendable]) {
    self.function = function
    self.arguments = arguments
  }

  /// The method's name without its labels, such as `showSearch`.
  public var name: String {
    String(function.prefix { $0 != "(" })
  }

  /// The call as it was written, labels and all.
  public var description: String {
    let labels = function.drop { $0 != "(" }.dropFirst().split(separator: ":")
    let rendered = arguments.enumerated().map { index, argument in
      let value = String(reflecting: argument)
      guard labels.indices.contains(index), labels[index] != "_" else { return value }
      return "\(labels[index]): \(value)"
    }
    return "\(name)(\(rendered.joined(separator: ", ")))"
  }

  /// Whether two calls went to the same method with equal arguments.
  public static func == (lhs: SpyCall, rhs: SpyCall) -> Bool {
    guard lhs.function == rhs.function, lhs.arguments.count == rhs.arguments.count else {
      return false
    }
    for (left, right) in zip(lhs.arguments, rhs.arguments) {
      let argument: any Equatable & Sendable = left
      guard isEqual(argument, right) else { return false }
    }
    return true
  }

  private static func isEqual<Value: Equatable>(_ value: Value, _ other: any Sendable) -> Bool {
    (other as? Value) == value
  }
}
