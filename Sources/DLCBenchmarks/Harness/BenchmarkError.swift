/// Why a benchmark could not be measured.
enum BenchmarkError: Error, Equatable, CustomStringConvertible {
  /// Ours and the baseline produced different checksums for the same number of operations.
  case disagreement(benchmark: String, ours: Int, baseline: Int)
  /// Objects of a scene outlived its leaving the stage.
  case leftBehind(scene: String, objects: [String])
  /// A side produced something other than what both must produce.
  case unexpected(benchmark: String, detail: String)
  /// A built program the benchmark runs is not where the build puts it.
  case programMissing(name: String, folder: String)
  /// A program the benchmark runs did not start, or did not exit with status 0; a status of -1
  /// means it did not start or did not exit normally.
  case programFailed(name: String, status: Int32)

  /// A one-line explanation for a person.
  var description: String {
    switch self {
    case .disagreement(let benchmark, let ours, let baseline):
      "\(benchmark): ours and the baseline did different work (checksums \(ours) and \(baseline))"
    case .leftBehind(let scene, let objects):
      "scene '\(scene)' was not freed after it left the stage: "
        + "\(objects.joined(separator: ", ")) still alive"
    case .unexpected(let benchmark, let detail):
      "\(benchmark): \(detail)"
    case .programMissing(let name, let folder):
      "no built '\(name)' in \(folder); build it first: swift build -c release --product \(name)"
    case .programFailed(let name, let status):
      status < 0
        ? "'\(name)' did not start, or did not exit normally"
        : "'\(name)' exited with status \(status)"
    }
  }
}
