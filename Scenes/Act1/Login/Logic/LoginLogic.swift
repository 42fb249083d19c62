import DLC
import ServerWorker
import ValidationWorker

/// Login's use cases: validate the form with the validation worker, then sign in with the
/// server worker and hand over to act 2.
@MainActor
final class LoginLogic: LoginLogicInterface {
  /// What a sign-in attempt came to, short of a server failure.
  enum Outcome: Sendable, Equatable {
    case invalid(String)
    case signedIn(User, token: String)
  }

  static let invalidCredentialsMessage = "Invalid email or password"

  private(set) var state = LoginLogicState()
  private let setup: SetupModel.Login
  private let dc: any Act1DCInterface
  private let presenter: any LoginPresenterInterface
  private let navigator: any LoginNavigatorInterface
  private let tasks: SceneTasks

  init(
    setup: SetupModel.Login,
    dc: any Act1DCInterface,
    presenter: any LoginPresenterInterface,
    navigator: any LoginNavigatorInterface,
    tasks: SceneTasks
  ) {
    self.setup = setup
    self.dc = dc
    self.presenter = presenter
    self.navigator = navigator
    self.tasks = tasks
  }

  func start() {
    state.email = setup.email
    presenter.showEmail(state.email)
  }

  func changeEmail(to email: String) {
    state.email = email
  }

  func changePassword(to password: String) {
    state.password = password
  }

  func submit() {
    guard !state.isSubmitting else { return }
    state.isSubmitting = true
    state.error = nil
    presenter.showError(nil)
    presenter.showSubmitting(true)
    let credentials = Credentials(email: state.email, password: state.password)
    let server = dc.server
    let validation = dc.validation
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
      navigator.showSearch(for: user, token: token)
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
