import ServerWorker
import Testing

@Suite struct ServerConfigurationTests {
  @Test func defaultsWaitTenSecondsRetryTwiceAndAcceptFiveMebibytes() {
    let configuration = ServerConfiguration()
    #expect(configuration.timeout == .seconds(10))
    #expect(configuration.maxRetries == 2)
    #expect(configuration.retryBackoff == .milliseconds(250))
    #expect(configuration.responseSizeLimit == 5_242_880)
  }
}
