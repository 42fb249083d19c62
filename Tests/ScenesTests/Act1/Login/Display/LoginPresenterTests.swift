import DLC
import DLCTesting
import ServerWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct LoginPresenterTests {
  /// Follows everything a test builds; each test ends by checking that all of it was freed.
  private let tracker = LeakTracker()

  /// A presenter on a real view, for a scene shown on a stage so that alerts can go up.
  private func makePresenter(on stage: Stage) -> (presenter: LoginPresenter, view: LoginView) {
    let scene = SceneController()
    stage.setRoot(scene)
    let view = LoginView()
    let presenter = LoginPresenter(view: view, controller: scene)
    tracker.track(scene)
    tracker.trackObjects(reachableFrom: view)
    tracker.track(presenter)
    return (presenter, view)
  }

  @Test func submittingDisablesTheButtonAndSaysSo() {
    do {
      let stage = Stage(clock: ManualClock())
      let (presenter, view) = makePresenter(on: stage)

      presenter.showSubmitting(true)

      #expect(view.submit.title == "Signing in…")
      #expect(!view.submit.isEnabled)
    }
    tracker.assertFreed()
  }

  @Test func noLongerSubmittingRestoresTheButton() {
    do {
      let stage = Stage(clock: ManualClock())
      let (presenter, view) = makePresenter(on: stage)
      presenter.showSubmitting(true)

      presenter.showSubmitting(false)

      #expect(view.submit.title == "Sign in")
      #expect(view.submit.isEnabled)
    }
    tracker.assertFreed()
  }

  @Test func anErrorIsShownAndClearedInTheErrorLabel() {
    do {
      let stage = Stage(clock: ManualClock())
      let (presenter, view) = makePresenter(on: stage)

      presenter.showError("Invalid email or password")
      #expect(view.error.text == "Invalid email or password")
      presenter.showError(nil)

      #expect(view.error.text == "")
    }
    tracker.assertFreed()
  }

  @Test func theEmailGoesIntoTheEmailField() {
    do {
      let stage = Stage(clock: ManualClock())
      let (presenter, view) = makePresenter(on: stage)

      presenter.showEmail("ada@example.com")

      #expect(view.email.text == "ada@example.com")
    }
    tracker.assertFreed()
  }

  @Test(arguments: [
    (ServerError.unreachable, "Server unreachable"),
    (.timedOut, "Server timed out"),
    (.http(status: 500, excerpt: ""), "Server error (500)"),
    (
      .undecodable(type: "LoginResponse", codingPath: "", description: "not JSON"),
      "Unreadable server answer"
    ),
  ])
  func aServerFailureRaisesAnAlertThatSaysWhatFailed(error: ServerError, title: String) {
    do {
      let stage = Stage(clock: ManualClock())
      let (presenter, _) = makePresenter(on: stage)

      presenter.showServerFailure(error)

      #expect(stage.alert?.title == title)
      #expect(stage.alert?.message == "You are not signed in.")
    }
    tracker.assertFreed()
  }
}
