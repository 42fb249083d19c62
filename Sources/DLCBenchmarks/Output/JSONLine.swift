import Foundation

/// A result as one line of JSON, its keys sorted.
enum JSONLine {
  /// Encodes a result.
  ///
  /// - Parameter result: The result.
  /// - Returns: One line of JSON, without a line break.
  static func encode(_ result: BenchmarkResult) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    // Every field is a string, a number, a Boolean or null: encoding cannot fail.
    let data = (try? encoder.encode(result)) ?? Data("{}".utf8)
    return String(decoding: data, as: UTF8.self)
  }
}
