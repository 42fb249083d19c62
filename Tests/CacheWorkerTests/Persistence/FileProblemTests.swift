import Foundation
import Testing

@testable import CacheWorker

struct FileProblemTests {
  @Test func aFoundationErrorIsSaidInTheOperatingSystemsWords() {
    let missing = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)")
    do {
      _ = try Data(contentsOf: missing)
      Issue.record("reading a missing file succeeded")
    } catch {
      #expect(FileProblem.text(for: error) == "no such file or directory")
    }
  }

  @Test func anErrorNumberIsSaidInLowercaseWords() {
    #expect(FileProblem.text(forErrorNumber: EACCES) == "permission denied")
  }
}
