import CacheWorker
import DLC
import DLCTesting
import Testing

@testable import Scenes

@MainActor
@Suite struct SettingsPresenterTests {
  @Test func statisticsReadAsEntriesHitsAndMisses() {
    PresenterBench<SettingsPresenter>.run { presenter, view, _ in
      presenter.showStatistics(
        CacheStatistics(entries: 3, totalBytes: 120, hits: 5, misses: 2, evictions: 1))

      #expect(view.cache.text == "3 entries, 5 hits, 2 misses")
    }
  }

  @Test func aFigureOfOneReadsInTheSingular() {
    PresenterBench<SettingsPresenter>.run { presenter, view, _ in
      presenter.showStatistics(
        CacheStatistics(entries: 1, totalBytes: 40, hits: 1, misses: 1, evictions: 0))

      #expect(view.cache.text == "1 entry, 1 hit, 1 miss")
    }
  }

  @Test func signingOutHoldsBothButtons() {
    PresenterBench<SettingsPresenter>.run { presenter, view, _ in
      presenter.showSigningOut()

      #expect(!view.signOut.isEnabled)
      #expect(!view.clearCache.isEnabled)
    }
  }
}
