import DLC
import ServerWorker

/// Puts Search's data into its elements and raises its alerts.
final class SearchPresenter: SearchPresenterInterface {
  private weak var view: SearchView?
  private weak var controller: SceneController?

  init(view: SearchView, controller: SceneController) {
    self.view = view
    self.controller = controller
  }

  func showGreeting(for user: User) {
    view?.greeting.text = "Signed in as \(user.email)"
  }

  func showResults(_ countries: [CountrySummary], for query: String) {
    view?.results.rows = countries.map(\.name)
    switch countries.count {
    case 0:
      view?.status.text = query.isEmpty ? "" : "No matches"
    case 1:
      view?.status.text = "1 match"
    default:
      view?.status.text = "\(countries.count) matches"
    }
  }

  func showServerFailure(_ error: ServerError, query: String) {
    controller?.showAlert(
      Alert(title: error.description, message: "Could not search for \"\(query)\"."))
  }
}
