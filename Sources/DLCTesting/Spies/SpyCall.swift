/// One call a ``Spy`` received: the method's name and its arguments as a person reads them.
///
/// Arguments compare by their debug description, so any value with a stable one (structs,
/// enums, strings, numbers) can be checked without an `Equatable` call enum; a failure shows
/// the call as Swift would spell it: `showResults(["Germany"], for: "ger")`.
public struct SpyCall: Equatable, Sendable, CustomStringConvertible {
  /// The method's base name, such as `showResults`.
  public let name: String
  /// The argument labels, `_` for none, as the method declares them.
  public let labels: [String]
  /// Each argument's debug description, in order.
  public let arguments: [String]

  /// Creates a call from a method's `#function` and its arguments.
  ///
  /// - Parameters:
  ///   - function: The method as `#function` names it, such as `showResults(_:for:)`.
  ///   - arguments: The arguments worth checking, in order; closures are best left out.
  public init(function: String, arguments: [Any]) {
    let open = function.firstIndex(of: "(") ?? function.endIndex
    name = String(function[..<open])
    labels = function[open...].dropFirst().split(separator: ":", omittingEmptySubsequences: true)
      .map(String.init).filter { $0 != ")" }
    self.arguments = arguments.map { String(reflecting: $0) }
  }

  /// The call as Swift would spell it, such as `showResults(["Germany"], for: "ger")`.
  public var description: String {
    let parts = arguments.enumerated().map { index, argument in
      let label = index < labels.count ? labels[index] : "_"
      return label == "_" ? argument : "\(label): \(argument)"
    }
    return "\(name)(\(parts.joined(separator: ", ")))"
  }
}
