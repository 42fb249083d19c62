import TestSupport
import Testing

/// The embedding example, run as built: it signs in through commands and prints Search.
@Suite(.hangGuard)
struct EmbedExampleTests {
  @Test
  func signsInAndPrintsTheSearchScreen() async throws {
    let result = try await BuiltProgram.named("EmbedExample").run([])
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.hasPrefix("[Search]"))
    #expect(result.output.contains("greeting: Signed in as demo@example.com"))
    #expect(result.output.contains("query: ["))
  }
}
