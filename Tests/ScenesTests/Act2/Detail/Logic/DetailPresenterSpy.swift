import DLCTesting
import ServerWorker
import StoreWorker

@testable import Scenes

/// Stands in for Detail's presenter.
final class DetailPresenterSpy: DetailPresenterInterface, SceneSpy {
  let log = CallLog<SpyCall>("DetailPresenter")

  func showLoading(_ country: CountrySummary) { record(country) }
  func showCountry(_ country: Country, preferences: Preferences) { record(country, preferences) }
  func showNote(_ note: String) { record(note) }
  func showFavorite(_ isFavorite: Bool) { record(isFavorite) }
  func showFavoritesUnreadable() { record() }
  func showServerFailure(_ error: ServerError, country: CountrySummary) { record(error, country) }
  func showStoreFailure(_ error: StoreError) { record(error) }
  func showNoteNotSaved(_ error: StoreError) { record(error) }
  func showNoteSaved() { record() }
}
