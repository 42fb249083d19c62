import DLC
import ServerWorker
import ValidationWorker

protocol LoginLogicInterface: SceneRole {
  /// Remembers the email as typed.
  func changeEmail(to email: String)
  /// Remembers the password as typed.
  func changePassword(to password: String)
  /// Validates the form, then signs in.
  func submit()
}

/// Login's use cases: validate the form with the validation worker, then sign in with the
/// server worker and hand over to act 2.
final class LoginLogic: SceneLogic<Login>, LoginLogicInterface {
  /// What a sign-in attempt came to, short of a server failure.
  enum Outcome: Sendable, Equatable {
    case invalid(String)
    case signedIn(User, token: String)
  }

  static let invalidCredentialsMessage = "Invalid email or password"

  override func start() {
    state.email = setup.email
    presenter.showEmail(state.email)
  }

  func changeEmail(to email: String) {
    state.email = email
  }

  func changePassword(to password: String) {
    state.password = SecretText(password)
  }

  func submit() {
    guard !state.isSubmitting else { return }
    state.isSubmitting = true
    state.error = nil
    presenter.showError(nil)
    presenter.showSubmitting(true)
    let credentials = Credentials(email: state.email, password: state.password.revealedText)
    let server = dc.server
    let validation = dc.validation
    let legacyData = dc.legacyData
    tasks.perform { () async throws(ServerError) -> Outcome in
      let issues = await validation.validate(
        form: ["email": credentials.email, "password": credentials.password],
        fields: ["email": [.required, .email], "password": [.required, .minimumLength(8)]],
        formRules: []
      )
      if let issue = issues.first {
        return .invalid(issue.message)
      }
      let response = try await server.send(.login(credentials))
      // Before act 2 reads the store, so its first screen shows the moved data. A store that
      // cannot be written keeps the data in the cache for the next sign-in, and act 2's own
      // writes will say why in an alert.
      try? await legacyData?.run(for: response.user)
      return .signedIn(response.user, token: response.token)
    } then: { [weak self] result in
      self?.finishSubmitting(with: result)
    }
  }

  private func finishSubmitting(with result: Result<Outcome, ServerError>) {
    state.isSubmitting = false
    presenter.showSubmitting(false)
    switch result {
    case .success(.signedIn(let user, let token)):
      navigator.showAct2(at: setup.destination, for: user, token: token)
    case .success(.invalid(let message)):
      showError(message)
    case .failure(.http(status: 401, _)):
      showError(Self.invalidCredentialsMessage)
    case .failure(let error):
      presenter.showServerFailure(error)
    }
  }

  private func showError(_ message: String) {
    state.error = message
    presenter.showError(message)
  }
}
