/// How far a piece of work has come: a fraction done, or only that it is under way.
@MainActor
public final class ProgressIndicator: Element {
  /// The fraction done, from 0 to 1, or `nil` when it is not known (indeterminate).
  public var fraction: Double? {
    didSet {
      noteChange()
      fraction = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }
  }

  /// Creates a progress indicator.
  ///
  /// - Parameters:
  ///   - id: The element's id, unique within its view.
  ///   - fraction: The fraction done, clamped to 0...1, or `nil` for indeterminate progress.
  public init(id: String, fraction: Double? = nil) {
    self.fraction = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    super.init(id: id, kind: .progress)
  }

  /// The text a person reads: the percentage done, or "working" when indeterminate.
  public var summary: String {
    guard let fraction else { return "working" }
    return "\(Int((fraction * 100).rounded(.down)))%"
  }

  override func describe(into snapshot: inout ElementSnapshot) {
    snapshot.text = summary
    snapshot.fraction = fraction
  }
}
