import DLC
import ServerWorker

protocol SearchPresenterInterface: SceneRole {
  /// Shows who is signed in.
  func showGreeting(for user: User)
  /// Fills the query field, as a link's query does.
  func showQuery(_ query: String)
  /// Shows the countries that match the query; `query` is what they answer.
  func showResults(_ countries: [CountrySummary], for query: String)
  /// Tells the person that the server failed them, in an alert.
  func showServerFailure(_ error: ServerError, query: String)
}

/// Lists the matches in `results` and counts them in `status`; a server failure is an alert.
final class SearchPresenter: ScenePresenter<SearchView>, SearchPresenterInterface {
  func showGreeting(for user: User) {
    view?.greeting.text = "Signed in as \(user.email)"
  }

  func showQuery(_ query: String) {
    view?.query.text = query
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
    showAlert(
      Alert(title: error.description, message: "Could not search for \"\(query)\"."))
  }
}
