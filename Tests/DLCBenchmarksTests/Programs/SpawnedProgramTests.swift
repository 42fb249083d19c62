import Testing

@testable import DLCBenchmarks

@Test func missingProgramIsReportedWithWhereItWasLookedFor() {
  #expect {
    try SpawnedProgram(named: "no-such-program")
  } throws: { error in
    guard case .programMissing(let name, _) = error as? BenchmarkError else { return false }
    return name == "no-such-program"
  }
}

@Test func failingProgramReportsItsStatus() throws {
  #expect(throws: BenchmarkError.programFailed(name: "dlc", status: 2)) {
    try SpawnedProgram(named: "dlc").run(["--no-such-option"])
  }
}
