import ValidationWorker

/// Checking email addresses with the validation worker's email rule; against the same rules
/// written by hand.
@MainActor
final class EmailValidationBenchmark: Benchmark {
  nonisolated static let name = "email-validation"
  nonisolated let budget: Budget? = nil
  nonisolated let operationsPerSample: Int? = nil

  /// Valid addresses and addresses each rule refuses, in turn, so that both sides must apply
  /// every rule for the counts of accepted addresses to agree.
  private nonisolated static let addresses = [
    "demo@example.com", "a..b@example.com", "ada.lovelace@example.org", "ada@-example.com",
    "o'brien+news@mail.example.co.uk", "ada@example.123", "josé@exämple.de", "ada @example.com",
    "x@y.io", ".ada@example.com", "ada@example", "ada@@example.com", "ada@exa_mple.com",
    "ada.@example.com", "ada@example.c", "zero\u{200B}width@example.com",
  ]
  private let worker: ValidationWorker

  /// Checks that both sides accept exactly the same addresses before anything is timed.
  init() async throws {
    worker = ValidationWorker()
    for address in Self.addresses {
      let accepted = await worker.validate(address, field: "email", against: [.email]).isEmpty
      guard accepted == EmailCheck.isValid(address) else {
        throw BenchmarkError.unexpected(
          benchmark: Self.name, detail: "the sides disagree on '\(address)'")
      }
    }
  }

  func ours(_ count: Int) async -> Int {
    var accepted = 0
    for index in 0..<count {
      let address = Self.addresses[index % Self.addresses.count]
      if await worker.validate(address, field: "email", against: [.email]).isEmpty {
        accepted += 1
      }
    }
    return accepted
  }

  func baseline(_ count: Int) -> Int {
    var accepted = 0
    for index in 0..<count where EmailCheck.isValid(Self.addresses[index % Self.addresses.count]) {
      accepted += 1
    }
    return accepted
  }
}
