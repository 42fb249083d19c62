import DLC
import Foundation
import Testing

@testable import DLCCommandLine

@MainActor
struct UsageTests {
  private let usage = Usage(
    tool: SceneTool(
      name: "shop", version: "2.1.0", summary: "play and script the scenes of the Shop",
      acts: [ActDescription(name: "Browse", scenes: ["Shelf"])],
      options: [
        ToolOption<URL>.webAddress("--server", help: "order from the server at URL"),
        ToolOption<Bool>.flag("--offline", help: "never reach the network"),
      ]
    ) { _ in fatalError("help makes no application") })

  @Test func theGeneralHelpNamesTheToolItsSummaryAndItsOwnOptions() {
    let text = usage.text(for: nil)
    #expect(text.hasPrefix("shop 2.1.0: play and script the scenes of the Shop\n"))
    #expect(text.contains("  shop [--json] [--server URL] [--offline]"))
    #expect(text.contains("  --server URL  order from the server at URL"))
    #expect(text.contains("  --offline     never reach the network"))
    #expect(!text.contains("Atlas"))
    #expect(!text.contains("dlc"))
  }

  @Test func theRunHelpListsTheSameOptions() {
    let text = usage.text(for: "run")
    #expect(text.hasPrefix("Usage: shop run [--json] [--server URL] [--offline] FILE..."))
    #expect(text.contains("Exit status"))
    #expect(text.contains("--offline"))
  }
}
