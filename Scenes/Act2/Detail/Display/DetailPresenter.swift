import DLC
import ServerWorker

/// What Detail's logic can show.
protocol DetailPresenterInterface: SceneRole {
  /// Shows the country's name while its facts load.
  func showLoading(_ country: CountrySummary)
  /// Shows the country in full.
  func showCountry(_ country: Country)
  /// Shows whether the country is among the person's favorites.
  func showFavorite(_ isFavorite: Bool)
  /// Tells the person that the server failed them, in an alert whose one button is `ok`.
  func showServerFailure(_ error: ServerError, country: CountrySummary)
}

/// Puts Detail's data into its elements and raises its alerts.
final class DetailPresenter: ScenePresenter<DetailView>, DetailPresenterInterface {
  func showLoading(_ country: CountrySummary) {
    view?.name.text = country.name
    view?.capital.text = "Loading…"
    view?.population.text = ""
    view?.region.text = ""
    view?.favorite.isEnabled = false
  }

  func showCountry(_ country: Country) {
    view?.name.text = country.name
    view?.capital.text = country.capital
    view?.population.text = Self.groupingDigits(of: country.population)
    view?.region.text = country.region
  }

  func showFavorite(_ isFavorite: Bool) {
    view?.favorite.isEnabled = true
    view?.favorite.title = isFavorite ? "Remove from favorites" : "Add to favorites"
  }

  func showServerFailure(_ error: ServerError, country: CountrySummary) {
    view?.capital.text = ""
    showAlert(Alert(title: error.description, message: "Could not load \(country.name)."))
  }

  /// Groups digits by thousands with commas, the same on every machine: 83000000 → 83,000,000.
  static func groupingDigits(of number: Int) -> String {
    let digits = String(number.magnitude)
    var grouped = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 {
        grouped.append(",")
      }
      grouped.append(digit)
    }
    return number < 0 ? "-" + grouped : grouped
  }
}
