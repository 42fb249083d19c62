import Foundation

extension ServerWorker {
  /// How many characters of an error answer's body an ``ServerError/http(status:excerpt:)`` keeps.
  private static let excerptLength = 200

  /// Decodes a 2xx answer as the response type, or throws the matching error for any other.
  func decoded<Response: Decodable>(
    _ response: ServerHTTPResponse,
    as type: Response.Type
  ) throws(ServerError) -> Response {
    guard (200..<300).contains(response.status) else {
      throw .http(status: response.status, excerpt: Self.excerpt(of: response.body))
    }
    if let empty = EmptyResponse() as? Response {
      return empty
    }
    do {
      return try JSONDecoder().decode(type, from: response.body)
    } catch {
      throw Self.undecodable(type, error)
    }
  }

  private static func undecodable(_ type: Any.Type, _ error: any Error) -> ServerError {
    let typeName = String(describing: type)
    let context: DecodingError.Context
    var codingPath: [any CodingKey]
    switch error as? DecodingError {
    case .typeMismatch(_, let found)?, .valueNotFound(_, let found)?, .dataCorrupted(let found)?:
      context = found
      codingPath = found.codingPath
    case .keyNotFound(let key, let found)?:
      context = found
      codingPath = found.codingPath + [key]
    case nil, .some:
      return .undecodable(type: typeName, codingPath: "", description: "\(error)")
    }
    return .undecodable(
      type: typeName,
      codingPath: CodingPath.text(codingPath),
      description: context.debugDescription
    )
  }

  /// The beginning of a body as one line of text.
  private static func excerpt(of body: Data) -> String {
    let text = String(decoding: body.prefix(excerptLength * 4), as: UTF8.self)
    let line = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    return String(line.prefix(excerptLength))
  }
}
