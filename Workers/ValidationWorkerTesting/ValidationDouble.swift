public import DLC
import Synchronization
public import Testing
public import ValidationWorker
import WorkerTesting

/// A validation worker for tests: answers with the issues the test set up per field, records
/// what it was asked, or fails the test when used.
///
/// Fields the test did not set up pass. Rules are not evaluated (test them with the real
/// `ValidationWorker`): the double only lets a scene's logic meet the
/// answers the test chose.
///
/// ```swift
/// let validation = ValidationDouble(failing: ["Email": "Enter a valid email address"])
/// // … the logic validates "ada@" as "Email" and shows the message
/// #expect(validation.requests == [.init(field: "Email", value: "ada@", ruleIDs: ["email"])])
/// ```
public final class ValidationDouble: ValidationWorkerInterface, SharedAcrossScenes {
  /// One value the double was asked to validate.
  public struct Request: Sendable, Equatable, CustomStringConvertible {
    /// The field's label.
    public var field: String
    /// The value.
    public var value: String
    /// The identifiers of the rules the value was to pass, in order.
    public var ruleIDs: [String]

    /// Creates a request, for comparing with the recorded ones.
    ///
    /// - Parameters:
    ///   - field: The field's label.
    ///   - value: The value.
    ///   - ruleIDs: The identifiers of the rules, in order.
    public init(field: String, value: String, ruleIDs: [String]) {
      self.field = field
      self.value = value
      self.ruleIDs = ruleIDs
    }

    /// The request as `FIELD "VALUE" [RULES]`.
    public var description: String {
      "\(field) \"\(value)\" [\(ruleIDs.joined(separator: ", "))]"
    }
  }

  private struct State {
    var issues: [String: [ValidationIssue]] = [:]
    var requests: [Request] = []
  }

  private let state = Mutex(State())
  private let unimplemented: UnimplementedWorker?

  /// Creates a double that fails the given fields, each with one message; others pass.
  ///
  /// - Parameter failing: A message per field label.
  public init(failing: [String: String] = [:]) {
    unimplemented = nil
    for (field, message) in failing {
      fail(field, with: message)
    }
  }

  private init(unimplemented: UnimplementedWorker) {
    self.unimplemented = unimplemented
  }

  /// A double that records an issue on every use and otherwise lets every value pass.
  ///
  /// - Parameter sourceLocation: Where failures are reported: the line that made the double.
  /// - Returns: The double.
  public static func unimplemented(
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> ValidationDouble {
    ValidationDouble(
      unimplemented: UnimplementedWorker(worker: "ValidationWorker", sourceLocation: sourceLocation)
    )
  }

  /// Makes a field fail with one more issue.
  ///
  /// - Parameters:
  ///   - field: The field's label.
  ///   - message: The issue's message.
  ///   - ruleID: The issue's rule identifier.
  public func fail(_ field: String, with message: String, ruleID: String = "stub") {
    let issue = ValidationIssue(field: field, ruleID: ruleID, message: message)
    state.withLock { $0.issues[field, default: []].append(issue) }
  }

  /// Makes a field pass again.
  ///
  /// - Parameter field: The field's label.
  public func pass(_ field: String) {
    state.withLock { $0.issues[field] = nil }
  }

  /// Every value the double was asked to validate, oldest first.
  public var requests: [Request] {
    state.withLock { $0.requests }
  }

  /// Records the request and answers with the issues set up for the field.
  ///
  /// - Parameters:
  ///   - value: The value to check.
  ///   - field: The field's label.
  ///   - rules: The rules; recorded, not evaluated.
  /// - Returns: The issues set up for `field`; none when unimplemented.
  public nonisolated(nonsending) func validate(
    _ value: String, field: String, against rules: [ValidationRule]
  ) async -> [ValidationIssue] {
    if let unimplemented {
      unimplemented.report("validate(\"\(value)\", field: \"\(field)\")")
      return []
    }
    return answer(field: field, value: value, rules: rules)
  }

  /// Records a request per field, in the order of their names, and answers with the issues
  /// set up for them; form rules are not evaluated.
  ///
  /// - Parameters:
  ///   - values: The form's values by field name.
  ///   - fields: The rules of each field, by field name.
  ///   - formRules: The rules across fields; ignored.
  /// - Returns: The issues set up for the form's fields; none when unimplemented.
  public nonisolated(nonsending) func validate(
    form values: [String: String],
    fields: [String: [ValidationRule]],
    formRules: [FormRule]
  ) async -> [ValidationIssue] {
    let names = Set(values.keys).union(fields.keys).sorted()
    if let unimplemented {
      unimplemented.report("validate(form: fields \(names))")
      return []
    }
    return names.flatMap { name in
      answer(field: name, value: values[name, default: ""], rules: fields[name, default: []])
    }
  }

  private func answer(field: String, value: String, rules: [ValidationRule]) -> [ValidationIssue] {
    state.withLock { state in
      state.requests.append(Request(field: field, value: value, ruleIDs: rules.map(\.id)))
      return state.issues[field, default: []]
    }
  }
}
