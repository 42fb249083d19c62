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
      links: ["shop://shelves/ID"],
      options: [
        ToolOption<URL>.webAddress("--server", help: "order from the server at URL"),
        ToolOption<Bool>.flag("--offline", help: "never reach the network"),
      ]
    ) { _ in fatalError("help makes no application") })

  @Test func theGeneralHelpNamesTheToolItsSummaryAndItsOwnOptions() {
    let text = usage.text(for: nil)
    #expect(text.hasPrefix("shop 2.1.0: play and script the scenes of the Shop\n"))
    #expect(text.contains("  shop [--json] [--open LINK] [--server URL] [--offline]"))
    #expect(text.contains("  --server URL  order from the server at URL"))
    #expect(text.contains("  --offline     never reach the network"))
    #expect(!text.contains("Atlas"))
    #expect(!text.contains("dlc"))
  }

  @Test func theGeneralHelpListsTheLinksTheToolOpens() {
    let text = usage.text(for: nil)
    #expect(text.contains("  --open LINK   start at what LINK points to (see Links)"))
    #expect(text.contains("Links:\n  shop://shelves/ID\n"))
  }

  @Test func theGeneralHelpSaysWhenTheToolOpensNoLinks() {
    let text = Usage(
      tool: SceneTool(name: "bare", summary: "nothing", acts: []) { _ in
        fatalError("help makes no application")
      }
    ).text(for: nil)
    #expect(text.contains("Links:\n  bare opens no links\n"))
  }

  @Test func theGeneralHelpListsExploreAndGraph() {
    let text = usage.text(for: nil)
    #expect(text.contains("  shop explore [--fill ID=TEXT]... [OPTIONS]"))
    #expect(text.contains("  shop graph [--format FORMAT] [OPTIONS]"))
  }

  @Test func theExploreHelpGivesItsOptionsExitStatusAndTheToolsOwnOptions() {
    let text = usage.text(for: "explore")
    #expect(
      text.hasPrefix(
        "Usage: shop explore [--fill ID=TEXT]... [--max-steps N] [--max-crashes N]\n"
          + "                    [--time-limit SECONDS]"))
    #expect(text.contains("  3    the time, step or crash limit ended the walk first"))
    #expect(text.contains("  130  Ctrl-C ended the walk; what it covered and found is reported"))
    #expect(text.contains("  --max-crashes N          give up after N crashes and stalls"))
    #expect(text.contains("stop the whole walk after SECONDS (default 120)"))
    #expect(text.contains("'shop run' replays to the same failure"))
    #expect(text.contains("  1    findings, each with its reproduction"))
    #expect(text.contains("  --out DIR                write each reproduction to DIR as a .dlc"))
    #expect(text.contains("[--settle-limit DURATION]"))
    #expect(text.contains("a command gives up after 10 s (--settle-limit)"))
    #expect(text.contains("  --server URL             order from the server at URL"))
  }

  @Test func theGraphHelpGivesTheFormats() {
    let text = usage.text(for: "graph")
    #expect(text.hasPrefix("Usage: shop graph [--format mermaid|dot|text]"))
    #expect(text.contains("  --format FORMAT          text (the default), mermaid or dot"))
    #expect(text.contains("  --offline                never reach the network"))
  }

  @Test func theRunHelpListsTheSameOptions() {
    let text = usage.text(for: "run")
    #expect(
      text.hasPrefix(
        "Usage: shop run [--json] [--open LINK] [--server URL] [--offline]\n"
          + "                [--settle-limit DURATION] FILE..."))
    #expect(text.contains("Exit status"))
    #expect(text.contains("--offline"))
    #expect(text.contains("  --settle-limit DURATION  fail a command not settled after DURATION"))
  }

  @Test func serveHelpListsItsOptionsTheApplicationsAndTheTLSWarning() {
    let text = usage.text(for: "serve")
    #expect(text.hasPrefix("Usage: shop serve [--host ADDR] [--port N] [--max-sessions N]"))
    for option in ["--idle-timeout DURATION", "--allow-host HOST", "--server URL", "--offline"] {
      #expect(text.contains(option), "\(option)")
    }
    #expect(text.contains("reverse proxy"))
    #expect(usage.text(for: nil).contains("shop serve"))
  }

  @Test(arguments: [nil, "run", "explore", "graph", "serve", "scenes", "new", "help"])
  func everyHelpFitsEightyColumns(command: String?) {
    let usage = Usage(
      tool: SceneTool(
        // As long a name as CI grows an application with.
        name: String(String(repeating: "bookshelf", count: 5).prefix(40)),
        summary: "play and script the scenes of the Bookshelf", acts: [],
        options: [
          ToolOption<String>.text(
            "--library", value: "FILE",
            help: "keep the books, the loans and every reader's notes in the database FILE "
              + "(default: $XDG_DATA_HOME/bookshelf/library.sqlite, else in memory)"),
          ToolOption<URL>.webAddress("--server", help: "order from the server at URL"),
          ToolOption<Bool>.flag("--offline", help: "never reach the network"),
        ]
      ) { _ in fatalError("help makes no application") })

    let lines = usage.text(for: command).split(separator: "\n")

    // Only a word longer than a line may pass it: no word is ever broken.
    #expect(lines.filter { $0.count > 80 && $0.drop { $0 == " " }.contains(" ") } == [])
  }
}
