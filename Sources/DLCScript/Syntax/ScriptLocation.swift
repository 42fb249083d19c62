/// A place in a script: a line and a column, both counted from 1.
///
/// Columns count characters as Unicode scalars, so a column points at the same character in any
/// editor that counts the same way.
public struct ScriptLocation: Sendable, Hashable, Comparable, Codable, CustomStringConvertible {
  /// The line, from 1.
  public var line: Int

  /// The column, from 1.
  public var column: Int

  /// Creates a location.
  ///
  /// - Parameters:
  ///   - line: The line, from 1.
  ///   - column: The column, from 1.
  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  /// The location as `LINE:COLUMN`, the form editors and compilers print.
  public var description: String { "\(line):\(column)" }

  /// Whether one location comes before another in the script.
  ///
  /// - Parameters:
  ///   - lhs: A location.
  ///   - rhs: Another location.
  /// - Returns: `true` if `lhs` is earlier.
  public static func < (lhs: ScriptLocation, rhs: ScriptLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}
