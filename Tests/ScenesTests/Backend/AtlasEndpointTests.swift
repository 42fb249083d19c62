import ServerWorker
import Testing

@testable import Scenes

@Suite struct AtlasEndpointTests {
  @Test func recognisesTheFourEndpoints() {
    #expect(AtlasEndpoint(path: "/login") == .login)
    #expect(AtlasEndpoint(path: "/logout") == .logout)
    #expect(AtlasEndpoint(path: "/suggest") == .suggest)
    #expect(AtlasEndpoint(path: "/countries/deu") == .country(code: "deu"))
  }

  @Test(arguments: [
    "", "/", "login", "/Login", "/login/", "/logout/", "/suggest/", "/countries", "/countries/",
    "/countries/DEU/", "/countries/DEU/flag",
  ])
  func recognisesNoOtherPath(path: String) {
    #expect(AtlasEndpoint(path: path) == nil)
  }

  @Test func signingInIsAPostThatNeedsNoToken() {
    #expect(AtlasEndpoint.login.method == .post)
    #expect(!AtlasEndpoint.login.requiresToken)
  }

  @Test func readingIsAGetThatNeedsAToken() {
    for endpoint in [AtlasEndpoint.suggest, .country(code: "DEU")] {
      #expect(endpoint.method == .get)
      #expect(endpoint.requiresToken)
    }
  }

  @Test func signingOutIsAPostThatNeedsTheTokenItEnds() {
    #expect(AtlasEndpoint.logout.method == .post)
    #expect(AtlasEndpoint.logout.requiresToken)
  }
}
