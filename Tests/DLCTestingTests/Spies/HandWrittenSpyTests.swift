import DLC
import DLCTesting
import TestSupport
import Testing

/// The Greeter's logic tested alone, with hand-written spies of its presenter and navigator.
@MainActor
@Suite struct HandWrittenSpyTests {
  let clock = ManualClock()
  let presenter = GreeterPresenterSpy()
  let navigator = GreeterNavigatorSpy()
  let stage: Stage
  let logic: GreeterLogic

  /// The logic's work runs through a bare scene on a stage, so that the test can settle it.
  init() {
    stage = Stage(clock: clock)
    let scene = SceneController()
    stage.setRoot(scene)
    logic = GreeterLogic(
      presenter: presenter, navigator: navigator, greetings: GreetingWorker(clock: clock),
      tasks: scene.tasks)
  }

  @Test func greetingAsksTheWorkerThenShowsTheAnswer() async {
    logic.changeName(to: "Ada")
    presenter.log.assertCalls([.showPreview("Ada")])
    presenter.log.expect(
      .showBusy(true), .showBusy(false), .showGreeting("Hello, Ada!"),
      .showHistory(["Hello, Ada!"]))
    logic.greet()
    await stage.settle()
    clock.advance(by: .seconds(1))
    await stage.settle()
    presenter.log.assertNoUnassertedCalls()
    navigator.log.assertNoUnassertedCalls()
  }

  @Test func openingAnEntryGoesToItsDetail() async {
    logic.changeName(to: "Ada")
    logic.greet()
    await stage.settle()
    clock.advance(by: .seconds(1))
    await stage.settle()
    presenter.log.assertCalls([
      .showPreview("Ada"), .showBusy(true), .showBusy(false), .showGreeting("Hello, Ada!"),
      .showHistory(["Hello, Ada!"]),
    ])
    navigator.log.expect(.showDetail("Hello, Ada!"))
    logic.openEntry(at: 0)
    navigator.log.assertNoUnassertedCalls()
  }

  @Test func aSpyFailsTheTestOnACallItWasNotToldToExpect() {
    presenter.log.expect()
    withKnownIssue {
      logic.greet()
    } matching: {
      $0.mentions("GreeterPresenter received an unexpected call showFailure(\"Type a name first\")")
    }
  }
}
