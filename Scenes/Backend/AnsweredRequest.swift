import Foundation
import ServerWorker

/// A request the backend answered, as its log keeps it.
///
/// It holds neither headers nor body, so the log never holds a token or a password.
struct AnsweredRequest: Sendable, Equatable {
  /// The request method.
  let method: HTTPMethod
  /// The decoded path, such as `/countries/DEU`.
  let path: String
  /// The decoded query items, in the order they came.
  let queryItems: [URLQueryItem]
  /// The status the backend answered with.
  let status: Int
}
