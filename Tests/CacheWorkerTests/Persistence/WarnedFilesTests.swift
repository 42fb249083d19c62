import Foundation
import Testing

@testable import CacheWorker

struct WarnedFilesTests {
  @Test func onlyTheFirstWarningAboutAFileIsPassedOn() {
    let log = WarningLog()
    let warned = WarnedFiles(report: log.record)
    let file = URL(filePath: "/cache/0123456789abcdef.entry")
    let other = URL(filePath: "/cache/fedcba9876543210.entry")

    warned.report(.persistenceFailed(file, reason: "no space left on device"), about: file)
    warned.report(.persistenceFailed(file, reason: "no space left on device"), about: file)
    warned.report(.persistenceFailed(other, reason: "no space left on device"), about: other)

    #expect(log.warnings.count == 2)
  }
}
