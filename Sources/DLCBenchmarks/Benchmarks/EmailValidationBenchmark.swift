import ValidationWorker

/// Checking an email address with the validation worker's email rule; against a hand-written
/// check.
struct EmailValidationBenchmark: Benchmark {
  static let name = "email-validation"
  let budget: Budget? = nil
  let operationsPerSample: Int? = nil

  /// Two valid addresses in turn, so that no check can be worked out once for the whole loop.
  private let addresses = ["demo@example.com", "ada.lovelace@example.org"]
  private let worker = ValidationWorker()

  func ours(_ count: Int) async -> Int {
    var accepted = 0
    for index in 0..<count {
      let issues = await worker.validate(addresses[index & 1], field: "email", against: [.email])
      if issues.isEmpty {
        accepted += 1
      }
    }
    return accepted
  }

  func baseline(_ count: Int) -> Int {
    var accepted = 0
    for index in 0..<count where EmailCheck.isPlausible(addresses[index & 1]) {
      accepted += 1
    }
    return accepted
  }
}
