import Foundation
import Testing

@testable import DLCBenchmarks

@Test func jsonLineIsOneLineThatDecodesToTheResult() throws {
  let result = BenchmarkResult(
    name: "cache-get-set", oursMedianNanoseconds: 4_612.5, baselineMedianNanoseconds: 4_431.25,
    iterations: 5_248, budget: .ratio(atMost: 3))
  let line = JSONLine.encode(result)
  #expect(!line.contains("\n"))
  #expect(try JSONDecoder().decode(BenchmarkResult.self, from: Data(line.utf8)) == result)
}

@Test func jsonLineNamesTheFieldsTheReadersExpect() throws {
  let result = BenchmarkResult(
    name: "list-rendering", oursMedianNanoseconds: 2, baselineMedianNanoseconds: 1,
    iterations: 3, budget: nil)
  let object = try #require(
    try JSONSerialization.jsonObject(with: Data(JSONLine.encode(result).utf8)) as? [String: Any])
  #expect(object["name"] as? String == "list-rendering")
  #expect(object["oursMedianNanoseconds"] as? Double == 2)
  #expect(object["baselineMedianNanoseconds"] as? Double == 1)
  #expect(object["ratio"] as? Double == 2)
  #expect(object["iterations"] as? Int == 3)
}
