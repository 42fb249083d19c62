import CacheWorker
import DLC

/// What Settings' logic can show.
protocol SettingsPresenterInterface: SceneRole {
  /// Shows the cache's figures.
  func showStatistics(_ statistics: CacheStatistics)
  /// Shows that signing out is under way.
  func showSigningOut()
  /// Shows the display preferences.
  func showPreferences(_ preferences: Preferences)
  /// Asks the person to confirm signing out; `confirmed` runs on the destructive action.
  func confirmSignOut(_ confirmed: @escaping @MainActor () -> Void)
}

/// Puts Settings' data into its elements.
final class SettingsPresenter: ScenePresenter<SettingsView>, SettingsPresenterInterface {
  func showStatistics(_ statistics: CacheStatistics) {
    view?.cache.text =
      "\(statistics.entries) entries, \(statistics.hits) hits, \(statistics.misses) misses"
  }

  func showPreferences(_ preferences: Preferences) {
    view?.millions.isOn = preferences.showsPopulationInMillions
    view?.order.selectedIndex =
      Preferences.ResultOrder.allCases.firstIndex(of: preferences.resultOrder) ?? 0
  }

  func confirmSignOut(_ confirmed: @escaping @MainActor () -> Void) {
    showAlert(
      .confirmation(
        title: "Sign out?", message: "Your favorites and notes stay for your next sign-in.",
        actions: [
          AlertButton(id: "confirm", title: "Sign out", role: .destructive, action: confirmed)
        ]
      ))
  }

  func showSigningOut() {
    view?.signOut.isEnabled = false
    view?.clearCache.isEnabled = false
  }
}
