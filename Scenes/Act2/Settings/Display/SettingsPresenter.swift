import CacheWorker
import DLC
import StoreWorker

protocol SettingsPresenterInterface: SceneRole {
  /// Shows the cache's figures.
  func showStatistics(_ statistics: CacheStatistics)
  /// Shows that signing out is under way.
  func showSigningOut()
  /// Shows the display preferences.
  func showPreferences(_ preferences: Preferences)
  /// Asks the person to confirm signing out, in a dialog whose destructive action is `confirm`.
  func confirmSignOut()
  /// Tells the person that a change was not saved, and why, in an alert.
  func showStoreFailure(_ error: StoreError)
}

/// Shows the cache's entries, hits and misses, and disables both buttons once signing out.
final class SettingsPresenter: ScenePresenter<SettingsView>, SettingsPresenterInterface {
  func showStatistics(_ statistics: CacheStatistics) {
    view?.cache.text = [
      Self.count(statistics.entries, "entry", "entries"),
      Self.count(statistics.hits, "hit", "hits"),
      Self.count(statistics.misses, "miss", "misses"),
    ].joined(separator: ", ")
  }

  /// A count and its noun, such as `1 hit` or `2 hits`.
  private static func count(_ number: Int, _ one: String, _ many: String) -> String {
    "\(number) \(number == 1 ? one : many)"
  }

  func showPreferences(_ preferences: Preferences) {
    view?.millions.isOn = preferences.showsPopulationInMillions
    view?.order.selectedIndex =
      Preferences.ResultOrder.allCases.firstIndex(of: preferences.resultOrder) ?? 0
  }

  func confirmSignOut() {
    showAlert(
      .confirmation(
        title: "Sign out?", message: "Your favorites and notes stay for your next sign-in.",
        actions: [
          AlertButton(id: "confirm", title: "Sign out", role: .destructive)
        ]
      ))
  }

  func showSigningOut() {
    view?.signOut.isEnabled = false
    view?.clearCache.isEnabled = false
  }

  func showStoreFailure(_ error: StoreError) {
    showAlert(Alert(title: "Could not save", message: error.description))
  }
}
