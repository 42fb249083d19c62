import DLC
import Testing

@testable import DLCCommandLine

@MainActor
struct ExplorerTests {
  @Test func anEdgeIsLabelledWithTheCommandWithoutRowNumbersOrTypedText() {
    #expect(Explorer.label(of: "select results 7") == "select results N")
    #expect(Explorer.label(of: #"type query "Zürich""#) == "type query")
    #expect(Explorer.label(of: "tap signIn") == "tap signIn")
    #expect(Explorer.label(of: "back") == "back")
  }

  /// Home offers two moves, so the leaking scene's `back` is tried after a restart, on a path
  /// replayed from the start.
  @Test func aSceneEnteredWhileReplayingAPathIsCheckedForALeak() async {
    let held = HeldScenes()
    let explorer = Explorer(acts: [], options: ExploreOptions()) {
      ClosureApplication {
        ButtonScene(
          "Home",
          [
            (
              "open",
              { stage in
                stage.push(held.make())
              }
            ),
            ("stay", { _ in }),
          ])
      }
    }
    let report = await explorer.explore()
    let leaks = report.findings.filter { $0.kind == .leak }
    #expect(leaks.map(\.scene) == ["Held"])
    #expect(leaks.first?.script == ["tap open", "back"])
    #expect(held.release())
  }

  @Test(arguments: ["Server redirected elsewhere", "Server redirected too often"])
  func aRedirectAlertIsAFailureAlert(title: String) async {
    let explorer = Explorer(acts: [], options: ExploreOptions()) {
      ClosureApplication {
        ButtonScene(
          "Home",
          [
            (
              "load",
              { stage in
                stage.topScene?.showAlert(Alert(title: title, message: "Could not load."))
              }
            )
          ])
      }
    }
    let report = await explorer.explore()
    #expect(report.findings.map(\.kind) == [.failureAlert])
    #expect(report.findings.first?.message.hasSuffix(title) == true)
  }

  /// A button whose work never ends, and ignores cancellation: the walk gives the stage up at
  /// the next start rather than wait on it for good.
  @Test func aStageThatWillNotLetGoIsGivenUpWithThePathThatLeftItBusy() async {
    let explorer = Explorer(acts: [], options: ExploreOptions(), settleLimit: .milliseconds(50)) {
      ClosureApplication {
        ButtonScene(
          "Home",
          [
            ("hang", { stage in stage.topScene?.tasks.run { await Self.neverEnding() } }),
            ("stay", { _ in }),
          ])
      }
    }
    let report = await explorer.explore()
    #expect(report.abandoned == ["tap hang"])
    #expect(report.findings.map(\.kind) == [.unsettled])
  }

  @Test func aWalkPastItsDeadlineStopsAndSaysSo() async {
    let explorer = Explorer(acts: [], options: ExploreOptions(), deadline: .now) {
      ClosureApplication { ButtonScene("Home", [("stay", { _ in })]) }
    }
    let report = await explorer.explore()
    #expect(report.isOutOfTime)
    #expect(report.steps == 0)
    #expect(report.summary.hasSuffix("before the time limit: no findings"))
  }

  private static func neverEnding() async {
    while true {
      try? await Task.sleep(for: .seconds(1))
    }
  }

  @Test func aTapThatChangesOnlyTextsIsWalkedOnFrom() async {
    let explorer = Explorer(acts: [], options: ExploreOptions()) {
      ClosureApplication { MarkScene() }
    }
    let report = await explorer.explore()
    #expect(report.nodes.contains { $0.scene == "Marked" && $0.isReached })
    #expect(
      report.edges.contains(SceneEdge(from: "Mark", to: "Marked", label: "tap open", kind: .push)))
  }

  @Test func aSceneOnlyARouteLeadsToIsReachedByItsSampleLink() async {
    let explorer = Explorer(acts: LinkedApplication.acts, options: ExploreOptions()) {
      LinkedApplication()
    }
    let report = await explorer.explore()
    #expect(!report.findings.contains { $0.kind == .unreachableScene }, "\(report.findings)")
    #expect(
      report.edges.contains(
        SceneEdge(from: "Home", to: "Hidden", label: "open app://hidden", kind: .push)))
  }

  @Test func aLinkThatShowsAModalSceneOverAHomeMadeAfreshIsAModalEdge() async {
    let explorer = Explorer(acts: ModalLinkedApplication.acts, options: ExploreOptions()) {
      ModalLinkedApplication()
    }
    let report = await explorer.explore()
    #expect(
      report.edges.contains(
        SceneEdge(from: "Home", to: "Sheet", label: "open app://sheet", kind: .modal)),
      "\(report.edges)")
  }

  @Test func aLinkGivenByHandIsOpenedToo() async {
    var options = ExploreOptions()
    options.links = ["app://hidden"]
    let explorer = Explorer(acts: HandLinkedApplication.acts, options: options) {
      HandLinkedApplication()
    }
    let report = await explorer.explore()
    #expect(report.nodes.contains { $0.scene == "Hidden" && $0.isReached })
  }

  /// Far's act is never entered: the way in is missing over the act boundary, after the last
  /// scene reached of the act before it.
  @Test func anUnreachableSceneIsReproducedFromTheClosestSceneReached() async {
    let acts = [
      ActDescription(name: "First", scenes: ["Home", "Next"]),
      ActDescription(name: "Second", scenes: ["Far"]),
    ]
    let explorer = Explorer(acts: acts, options: ExploreOptions()) {
      ClosureApplication {
        ButtonScene("Home", [("open", { stage in stage.push(ButtonScene("Next")) })])
      }
    }
    let report = await explorer.explore()
    let finding = report.findings.first { $0.kind == .unreachableScene }
    #expect(finding?.script == ["tap open", "expect scene is Far"])
    #expect(
      finding?.message.hasSuffix(
        "no scene of its act was reached, and the last reached of an act listed before it is "
          + "'Next'") == true)
  }

  @Test func anUnreachableSceneOfAnActEnteredIsReproducedFromTheClosestSceneOfItsAct() async {
    let acts = [ActDescription(name: "First", scenes: ["Home", "Next", "Far"])]
    let explorer = Explorer(acts: acts, options: ExploreOptions()) {
      ClosureApplication {
        ButtonScene("Home", [("open", { stage in stage.push(ButtonScene("Next")) })])
      }
    }
    let report = await explorer.explore()
    let finding = report.findings.first { $0.kind == .unreachableScene }
    #expect(finding?.script == ["expect scene is Far"])
    #expect(finding?.message.hasSuffix("the closest scene reached is 'Home'") == true)
  }

  @Test func aFillWhoseIDNoScreenShowedIsReported() async {
    let explorer = Explorer(acts: [], options: ExploreOptions(fills: ["open": "x", "nope": "y"])) {
      ClosureApplication { ButtonScene("Home", [("open", { _ in })]) }
    }
    let report = await explorer.explore()
    #expect(report.unusedFills == ["nope"])
  }
}
