import CacheWorker
import Testing

struct CacheErrorTests {
  @Test func tooLargeSaysWhichKeyAndByHowMuch() {
    let description = CacheError.tooLarge(key: "/countries", byteCount: 2_048, limit: 1_024)
      .description

    #expect(description.contains("\"/countries\""))
    #expect(description.contains("2048 bytes"))
    #expect(description.contains("1024 bytes"))
  }

  @Test func unencodableSaysWhichKeyTypeAndWhy() {
    let description = CacheError.unencodable(key: "ratio", type: "Double", reason: "NaN")
      .description

    #expect(description.contains("\"ratio\""))
    #expect(description.contains("Double"))
    #expect(description.contains("NaN"))
  }
}
