import Foundation

/// Why a request to the server failed.
///
/// ``description`` is one line meant for a person, such as "Server unreachable" or
/// "Server error (404)"; ``debugDescription`` adds what a developer needs to find the cause.
/// Neither ever contains the bearer token.
public enum ServerError: Error, Equatable, Sendable {
  /// The server could not be reached, or dropped the connection before answering.
  case unreachable
  /// The server did not answer within the request's timeout.
  case timedOut
  /// The server answered with a status outside 2xx.
  ///
  /// - Parameters:
  ///   - status: The status code.
  ///   - excerpt: The beginning of the answer's body, on one line.
  case http(status: Int, excerpt: String)
  /// The answer's body could not be decoded as the expected response type.
  ///
  /// - Parameters:
  ///   - type: The name of the response type.
  ///   - codingPath: Where decoding failed, such as `countries[0].name`; empty at the top level.
  ///   - description: What the decoder found wrong.
  case undecodable(type: String, codingPath: String, description: String)
  /// The answer's body was larger than the configured limit.
  ///
  /// - Parameter limit: The limit in bytes.
  case tooLarge(limit: Int)
  /// The task that sent the request was cancelled; any answer was dropped.
  case cancelled
  /// The server redirected the request to another origin (scheme, host or port), which the
  /// request was not sent to, so that its credentials stay with the server they belong to.
  ///
  /// - Parameter location: Where the server redirected to.
  case crossOriginRedirect(location: String)
  /// The server redirected the request more often than the limit allows.
  ///
  /// - Parameter limit: How many redirects were followed.
  case tooManyRedirects(limit: Int)
  /// The request could not be sent as it was built.
  ///
  /// - Parameter reason: What is wrong with it.
  case invalidRequest(reason: String)
}

// MARK: - Descriptions

extension ServerError: CustomStringConvertible, CustomDebugStringConvertible, LocalizedError {
  /// A one-line description for a person, such as "Server error (500)".
  public var description: String {
    switch self {
    case .unreachable: "Server unreachable"
    case .timedOut: "Server timed out"
    case .http(let status, _): "Server error (\(status))"
    case .undecodable: "Unreadable server answer"
    case .tooLarge: "Server answer too large"
    case .cancelled: "Request cancelled"
    case .crossOriginRedirect: "Server redirected elsewhere"
    case .tooManyRedirects: "Server redirected too often"
    case .invalidRequest(let reason): "Invalid request: \(reason)"
    }
  }

  /// A one-line description with the details: the body excerpt, the coding path, the limit.
  public var debugDescription: String {
    switch self {
    case .http(_, let excerpt) where !excerpt.isEmpty:
      "\(description): \(excerpt)"
    case .undecodable(let type, let codingPath, let reason):
      "\(description): \(type) at \(codingPath.isEmpty ? "the top level" : codingPath): \(reason)"
    case .tooLarge(let limit):
      "\(description) (over \(limit) bytes)"
    case .crossOriginRedirect(let location):
      "\(description): refused to follow to \(location)"
    case .tooManyRedirects(let limit):
      "\(description) (more than \(limit) redirects)"
    default:
      description
    }
  }

  /// The same text as ``description``, for APIs that show `localizedDescription`.
  public var errorDescription: String? { description }
}
