import Testing

@testable import DLCWeb

#if canImport(Glibc)
  import Glibc
#endif

struct ListeningAddressTests {
  @Test(arguments: ["127.0.0.1", "0.0.0.0", "10.1.2.3", "localhost"])
  func readsAnIPv4AddressOrLocalhost(host: String) throws {
    let address = try #require(ListeningAddress(host: host))
    #expect(address.domain == AF_INET)
    #expect(address.urlHost == host)
  }

  @Test(arguments: [("::1", "[::1]"), ("[::1]", "[::1]"), ("::", "[::]"), ("fe80::1", "[fe80::1]")])
  func readsAnIPv6AddressWithOrWithoutBrackets(host: String, urlHost: String) throws {
    let address = try #require(ListeningAddress(host: host))
    #expect(address.domain == AF_INET6)
    #expect(address.urlHost == urlHost)
  }

  @Test(arguments: ["atlas.example", "", "127.0.0.256", "[127.0.0.1]", ":::", "[::1"])
  func refusesWhatIsNoAddress(host: String) {
    #expect(ListeningAddress(host: host) == nil)
  }

  @Test(arguments: [
    ("127.0.0.1", true), ("127.8.9.10", true), ("localhost", true), ("::1", true),
    ("0.0.0.0", false), ("::", false), ("10.0.0.1", false), ("fe80::1", false),
  ])
  func isLoopbackOnlyForAddressesThisMachineAloneReaches(host: String, isLoopback: Bool) throws {
    #expect(try #require(ListeningAddress(host: host)).isLoopback == isLoopback)
  }

  @Test(arguments: [
    ("0.0.0.0", "127.0.0.1"), ("::", "[::1]"), ("::1", "[::1]"), ("10.0.0.1", "10.0.0.1"),
  ])
  func aBrowserOpensTheLoopbackForTheUnspecifiedAddress(host: String, browserHost: String)
    throws
  {
    #expect(try #require(ListeningAddress(host: host)).browserHost == browserHost)
  }
}
