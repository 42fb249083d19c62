import CacheWorker
import DLC
import ValidationWorker

/// Checks the address with the validation worker, then keeps the subscription in the cache.
final class SubscribeLogic: SubscribeLogicInterface {
  private(set) var state = SubscribeLogicState()
  private let presenter: any SubscribePresenterInterface
  private let navigator: any SubscribeNavigatorInterface
  private let dc: any NewsletterDCInterface
  private let tasks: SceneTasks

  init(
    presenter: any SubscribePresenterInterface, navigator: any SubscribeNavigatorInterface,
    dc: any NewsletterDCInterface, tasks: SceneTasks
  ) {
    self.presenter = presenter
    self.navigator = navigator
    self.dc = dc
    self.tasks = tasks
  }

  func subscribe(email: String) {
    presenter.showBusy(true)
    tasks.perform { [validation = dc.validation, cache = dc.cache] () throws(CacheError) in
      let issues = await validation.validate(email, field: "Email", against: [.required, .email])
      if issues.isEmpty {
        try await cache.set(true, forKey: "subscribed/\(email)")
      }
      return issues
    } then: { [weak self] result in
      self?.finishSubscribing(email, result)
    }
  }

  func finish() {
    navigator.close()
  }

  private func finishSubscribing(_ email: String, _ result: Result<[ValidationIssue], CacheError>) {
    presenter.showBusy(false)
    switch result {
    case .success(let issues) where issues.isEmpty:
      state.subscribedEmail = email
      presenter.showSubscribed(email)
    case .success(let issues):
      presenter.showIssue(issues.map(\.message).joined(separator: "; "))
    case .failure(let error):
      presenter.showIssue(error.description)
    }
  }
}
