import DLC
import DLCTesting
import ServerWorker
import Testing

@testable import Scenes

@MainActor
@Suite struct LoginPresenterTests {
  @Test func submittingDisablesTheButtonAndSaysSo() {
    PresenterBench<LoginPresenter>.run { presenter, view, _ in
      presenter.showSubmitting(true)

      #expect(view.submit.title == "Signing in…")
      #expect(!view.submit.isEnabled)
    }
  }

  @Test func noLongerSubmittingRestoresTheButton() {
    PresenterBench<LoginPresenter>.run { presenter, view, _ in
      presenter.showSubmitting(true)

      presenter.showSubmitting(false)

      #expect(view.submit.title == "Sign in")
      #expect(view.submit.isEnabled)
    }
  }

  @Test func anErrorIsShownAndClearedInTheErrorLabel() {
    PresenterBench<LoginPresenter>.run { presenter, view, _ in
      presenter.showError("Invalid email or password")
      #expect(view.error.text == "Invalid email or password")
      presenter.showError(nil)

      #expect(view.error.text == "")
    }
  }

  @Test func theEmailGoesIntoTheEmailField() {
    PresenterBench<LoginPresenter>.run { presenter, view, _ in
      presenter.showEmail("ada@example.com")

      #expect(view.email.text == "ada@example.com")
    }
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
    PresenterBench<LoginPresenter>.run { presenter, _, stage in
      presenter.showServerFailure(error)

      #expect(stage.alert?.title == title)
      #expect(stage.alert?.message == "You are not signed in.")
    }
  }
}
