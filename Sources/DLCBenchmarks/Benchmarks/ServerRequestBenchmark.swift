import Foundation
import ServerWorker

/// `GET /countries/DEU` through the server worker and the embedded transport, answered by a
/// handler that encodes a fixed country; against encoding and decoding that country with
/// `JSONEncoder` and `JSONDecoder` alone.
struct ServerRequestBenchmark: Benchmark {
  static let name = "server-request"
  let budget: Budget? = nil
  let operationsPerSample: Int? = nil

  private static let token = "benchmark-token"
  private let worker: any ServerWorkerInterface

  init() {
    let transport = EmbeddedTransport { request in
      guard request.path == "/countries/DEU",
        request.headers["Authorization"] == "Bearer \(Self.token)"
      else {
        return .text("Not found", status: 404)
      }
      return .json(Country.germany)
    }
    worker = ServerWorker(transport: transport).authenticated(with: Self.token)
  }

  func ours(_ count: Int) async throws -> Int {
    var checksum = 0
    for _ in 0..<count {
      let country: Country = try await worker.send(.get("/countries/DEU"))
      checksum &+= country.population
    }
    return checksum
  }

  func baseline(_ count: Int) throws -> Int {
    var checksum = 0
    for _ in 0..<count {
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.sortedKeys]
      let body = try encoder.encode(Country.germany)
      checksum &+= try JSONDecoder().decode(Country.self, from: body).population
    }
    return checksum
  }
}
