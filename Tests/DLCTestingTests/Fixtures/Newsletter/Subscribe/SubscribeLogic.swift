import CacheWorker
import DLC
import ServerWorker
import ValidationWorker

/// The Subscribe scene's use cases.
protocol SubscribeLogicInterface: SceneRole {
  func subscribe(email: String)
  func finish()
}

/// Checks the address with the validation worker, sends it to the server, and remembers it in
/// the cache so that the same address is not sent twice.
final class SubscribeLogic: SceneLogic<Subscribe>, SubscribeLogicInterface {
  func subscribe(email: String) {
    presenter.showBusy(true)
    let (server, validation, cache) = (dc.server, dc.validation, dc.cache)
    tasks.perform { () throws(ServerError) in
      let issues = await validation.validate(email, field: "Email", against: [.required, .email])
      let key = "subscribed/\(email)"
      guard issues.isEmpty, await cache.value(of: Bool.self, forKey: key) != true else {
        return issues
      }
      let _: EmptyResponse = try await server.send(.post("/subscriptions", body: ["email": email]))
      // Remembering is an optimisation: a value the cache refuses is simply sent again later.
      try? await cache.set(true, forKey: key)
      return issues
    } then: { [weak self] result in
      self?.finishSubscribing(email, result)
    }
  }

  func finish() {
    navigator.close()
  }

  private func finishSubscribing(_ email: String, _ result: Result<[ValidationIssue], ServerError>)
  {
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
