import ServerWorker
import Testing

@Suite struct HTTPMethodTests {
  @Test(arguments: [HTTPMethod.get, .head, .put, .delete])
  func safeToRepeatMethodsAreIdempotent(_ method: HTTPMethod) {
    #expect(method.isIdempotent)
  }

  @Test(arguments: [HTTPMethod.post, .patch])
  func methodsThatMayActTwiceAreNotIdempotent(_ method: HTTPMethod) {
    #expect(!method.isIdempotent)
  }

  @Test func rawValueIsTheWireName() {
    #expect(
      HTTPMethod.allCases.map(\.rawValue) == ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"])
  }
}
