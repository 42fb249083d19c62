import DLC
import ServerWorker
import StoreWorker

protocol DetailPresenterInterface: SceneRole {
  /// Shows the country's name while its facts load.
  func showLoading(_ country: CountrySummary)
  /// Shows the country in full, its population as the person prefers it.
  func showCountry(_ country: Country, preferences: Preferences)
  /// Shows the person's note about the country.
  func showNote(_ note: String)
  /// Shows whether the country is among the person's favorites.
  func showFavorite(_ isFavorite: Bool)
  /// Holds the favorite button: whether the country is a favorite cannot be read.
  func showFavoritesUnreadable()
  /// Tells the person that the server failed them, in an alert whose one button is `ok`.
  func showServerFailure(_ error: ServerError, country: CountrySummary)
  /// Tells the person that a change was not saved, and why, in an alert.
  func showStoreFailure(_ error: StoreError)
  /// Tells the person that the note as shown is not saved, and why: in an alert, and beside the
  /// note until a later write saves it.
  func showNoteNotSaved(_ error: StoreError)
  /// Takes back that the note is not saved: a later write saved it.
  func showNoteSaved()
}

/// Keeps `favorite` and `note` disabled until the store has given their values, and titles the
/// scene with the country's name once loaded, which a link does not know.
final class DetailPresenter: ScenePresenter<DetailView>, DetailPresenterInterface {
  func showLoading(_ country: CountrySummary) {
    view?.flag.accessibilityDescription = "Flag of \(country.name)"
    view?.name.text = country.name
    view?.loading.isHidden = false
    view?.note.isEnabled = false
    view?.capital.text = "Loading…"
    view?.population.text = ""
    view?.region.text = ""
    view?.favorite.isEnabled = false
  }

  func showCountry(_ country: Country, preferences: Preferences) {
    // A link names a country by its code alone; its name is known once it has loaded.
    controller?.title = country.name
    view?.flag.accessibilityDescription = "Flag of \(country.name)"
    view?.loading.isHidden = true
    view?.name.text = country.name
    view?.capital.text = country.capital
    view?.population.text = preferences.format(population: country.population)
    view?.region.text = country.region
  }

  func showNote(_ note: String) {
    view?.note.text = note
    view?.note.isEnabled = true
  }

  func showFavorite(_ isFavorite: Bool) {
    view?.favorite.isEnabled = true
    view?.favorite.title = isFavorite ? "Remove from favorites" : "Add to favorites"
  }

  func showFavoritesUnreadable() {
    view?.favorite.isEnabled = false
    view?.favorite.title = "Favorites cannot be read"
  }

  func showServerFailure(_ error: ServerError, country: CountrySummary) {
    view?.loading.isHidden = true
    view?.capital.text = ""
    showAlert(Alert(title: error.description, message: "Could not load \(country.name)."))
  }

  func showStoreFailure(_ error: StoreError) {
    showAlert(Alert(title: "Could not save", message: error.description))
  }

  func showNoteNotSaved(_ error: StoreError) {
    // The text stays, so that nothing typed is lost; the line says the store has not taken it.
    view?.noteStatus.text = "Not saved: the store still holds the note as it was"
    view?.noteStatus.isHidden = false
    showStoreFailure(error)
  }

  func showNoteSaved() {
    view?.noteStatus.isHidden = true
  }
}
